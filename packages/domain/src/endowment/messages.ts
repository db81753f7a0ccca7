import { coded } from '../message.js';

export const EFT_MSG = {
  notEligible: 'You are not eligible for the endowment fund.',
  intermediate: 'Intermediate students are not eligible for the endowment fund.',
  firstYear: 'Students in their first year are not eligible for the endowment fund.',
  alreadyApplied: 'You have already applied in the current endowment schedule.',
  noLiveSchedule: 'Endowment fund applications are closed at the moment.',
  applied: 'Your endowment fund application has been submitted',
  income: 'Please enter the monthly household income in rupees',
  dependants: 'Please enter the number of dependants (0–30)',
  reason: 'Please explain why you need financial aid (at least 20 characters)',
  occupation: "Please enter your guardian's occupation",
  scheduleTitle: 'Please enter a title for the schedule',
  scheduleDates: 'The closing date must be after the opening date',
  scheduleOverlap: 'Another schedule is open during these dates',
  documentReplaced: 'Your document has been uploaded',
  documentNotNeeded: 'A new document can be uploaded only while the application is marked Documents Pending or Info Missing.',
} as const;

/** EFT_MSG with codes (`M.eft`: say them through `M`). */
export const EFT_M = /* @__PURE__ */ coded('eft', EFT_MSG);
