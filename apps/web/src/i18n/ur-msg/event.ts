import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the event messages, by code (`event.<key>`); `{{0}}` is a template's argument. */
export const urEventMsg: Translation<(typeof MESSAGE_CATALOGUES)['event']> = {
    lettersOnly: 'صرف حروف، کاما اور خالی جگہ استعمال کریں',
    cnicDigits: 'شناختی کارڈ نمبر 13 ہندسوں کا ہو',
    phoneDigits: 'فون نمبر 0 سے شروع ہونے والے 11 ہندسوں کا ہو',
    unknownCity: 'فہرست میں سے شہر منتخب کریں',
    unknownLevel: 'اپنی تعلیمی سطح منتخب کریں',
    tooLong: 'یہ اندراج بہت لمبا ہے',
    cnicTaken: 'اس شناختی کارڈ نمبر پر پہلے ہی ٹکٹ جاری ہو چکا ہے',
    emailTaken: 'اس ای میل پر پہلے ہی ٹکٹ جاری ہو چکا ہے',
    tooManyRegistrations: 'آپ کے کنکشن سے بہت زیادہ رجسٹریشن ہوئیں۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
    registrationClosed: 'اس تقریب کی رجسٹریشن بند ہو چکی ہے',
    ticketSent: 'ہم نے {{0}} کا ٹکٹ آپ کی ای میل پر بھیج دیا ہے، براہِ کرم دیکھ لیں (ٹکٹ نمبر {{1}})',
    ticketNotMailed: 'آپ کا {{0}} ٹکٹ نمبر {{1}} ہے۔ ہم ابھی اسے آپ کی ای میل پر نہیں بھیج سکے، اس لیے براہِ کرم یہ نمبر لکھ لیں',
};
