import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the jobs messages, by code (`jobs.<key>`); `{{0}}` is a template's argument. */
export const urJobsMsg: Translation<(typeof MESSAGE_CATALOGUES)['jobs']> = {
  badPage: 'page ایک یا اس سے بڑا پورا عدد ہونا چاہیے',
  mailNotFound: 'ایسی کوئی میل نہیں',
  notFailed: 'صرف ناکام میل دوبارہ بھیجی جا سکتی ہے',
  retried: 'میل دوبارہ بھیجنے کے لیے قطار میں لگا دی گئی ہے',
};
