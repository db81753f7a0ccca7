import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the audit messages, by code (`audit.<key>`); `{{0}}` is a template's argument. */
export const urAuditMsg: Translation<(typeof MESSAGE_CATALOGUES)['audit']> = {
  badDate: 'from اور to تاریخیں ہونی چاہییں (YYYY-MM-DD)',
  fromAfterTo: 'from کو to کے بعد نہیں ہونا چاہیے',
  tooLong: 'تلاش کی قدر زیادہ سے زیادہ 100 حروف کی ہو سکتی ہے',
};
