import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the academics messages, by code (`academics.<key>`); `{{0}}` is a template's argument. */
export const urAcademicsMsg: Translation<(typeof MESSAGE_CATALOGUES)['academics']> = {
  deptId: 'تعلیمی شعبے کا نمبر 200 سے 399 تک کا پورا عدد ہونا چاہیے',
  deptName: 'نام میں 2 سے 100 حروف ہونے چاہییں',
  deptTaken: 'اس نمبر کا شعبہ پہلے سے موجود ہے',
  deptNotFound: 'ایسا کوئی شعبہ نہیں',
  notAcademic: 'پروگرام کسی تعلیمی شعبے (نمبر 200 سے 399) کا ہوتا ہے',
  programmeId: 'پروگرام کا نمبر 1 سے 9999 تک کا پورا عدد ہونا چاہیے',
  programmeTaken: 'اس نمبر کا پروگرام پہلے سے موجود ہے',
  programmeNotFound: 'ایسا کوئی پروگرام نہیں',
  shortFormat: 'مختصر نام میں 2 سے 12 بڑے انگریزی حروف ہونے چاہییں (یہ رول نمبر کا حصہ ہے)',
  shortTaken: 'کسی اور پروگرام کا یہی مختصر نام ہے',
  level: 'درجہ 1 (انٹرمیڈیٹ)، 2 (بی ایس) یا 3 (ایم فل) ہونا چاہیے',
  targetDays: 'ہدف کے دن 1 سے 60 تک کام کے پورے دن ہونے چاہییں',
  shortInUse: 'مختصر نام نہیں بدل سکتا: {{0}} طلبہ کے رول نمبر اسی سے بنے ہیں۔ اس کی جگہ نیا پروگرام شامل کریں۔',
  moveInUse: 'پروگرام کسی اور شعبے میں نہیں جا سکتا: اس کے {{0}} طلبہ اسی کے شعبے سے ہیں۔',
  saved: 'محفوظ ہو گیا',
  added: 'شامل ہو گیا',
};
