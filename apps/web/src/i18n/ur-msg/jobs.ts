import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the jobs messages, by code (`jobs.<key>`); `{{0}}` is a template's argument. */
export const urJobsMsg: Translation<(typeof MESSAGE_CATALOGUES)['jobs']> = {
  mailNotFound: 'ایسی کوئی میل نہیں',
  notFailed: 'صرف ناکام میل دوبارہ بھیجی جا سکتی ہے',
};
