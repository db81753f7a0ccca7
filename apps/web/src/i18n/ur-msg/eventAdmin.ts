import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the eventAdmin messages, by code (`eventAdmin.<key>`); `{{0}}` is a template's argument. */
export const urEventAdminMsg: Translation<(typeof MESSAGE_CATALOGUES)['eventAdmin']> = {
  codeFormat: 'کوڈ میں 2 سے 32 بڑے حروف، ہندسے یا ڈیش ہونے چاہییں (مثلاً EWMS-2027)',
  codeTaken: 'اس کوڈ کا ایونٹ پہلے سے موجود ہے',
  nameRequired: 'نام میں 3 سے 100 حروف ہونے چاہییں',
  venueRequired: 'مقام میں 2 سے 150 حروف ہونے چاہییں',
  dateFormat: 'تقریب کی تاریخ درست تاریخ ہونی چاہیے (YYYY-MM-DD)',
  stockRange: 'ٹکٹوں کا اسٹاک ایک سے 100000 تک کا پورا عدد ہونا چاہیے',
  instantFormat: 'رجسٹریشن کھلنے اور بند ہونے کا وقت، دونوں تاریخ اور وقت ہونے چاہییں',
  closesBeforeOpens: 'رجسٹریشن کھلنے کے بعد ہی بند ہو سکتی ہے',
  created: 'ایونٹ بن گیا',
  saved: 'ایونٹ محفوظ ہو گیا',
  unknownEvent: 'ایسا کوئی ایونٹ نہیں',
  chooseEvent: 'وہ ایونٹ منتخب کریں جس کے لیے آپ رجسٹر ہو رہے ہیں',
  stockBelowIssued: 'ٹکٹوں کا ذخیرہ پہلے سے جاری {{0}} ٹکٹوں سے کم نہیں ہو سکتا',
  notYetOpen: '{{0}} کی رجسٹریشن {{1}} کو کھلے گی اور {{2}} کو بند ہو گی',
  closedOn: '{{0}} کی رجسٹریشن {{1}} کو بند ہو گئی',
  closedByOffice: '{{0}} کی رجسٹریشن بند ہے',
};
