import { M, type Message } from '../message-codes.js';

/**
 * Why a student cannot apply for a clearance certificate yet, or null when they may: a student admitted this
 * year (`YEAR`, the admission year, is this year) has nothing to clear. The server refuses the application
 * with this message; the screens say it in place of the form and of the tracker's Apply button.
 */
export function clearanceApplyRefusal(student: { YEAR?: number | null }, now: Date = new Date()): Message | null {
  return student.YEAR === now.getFullYear() ? M.common.newStudentsCantApply : null;
}
