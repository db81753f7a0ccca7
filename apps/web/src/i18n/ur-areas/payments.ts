import type { enPayments } from '../en-areas/payments';
import type { Translation } from '../translation';

/** The Urdu of the payments area's texts (../en-areas/payments.ts), side by side with its English. */
export const urPayments: Translation<typeof enPayments> = {
  bankPayments: {
    title: 'بینک ادائیگیاں',
    intro: '1Bill / Kuickpay کے ذریعے کسی بھی بینک میں ادا کیے گئے چالان، اس دن کے حساب سے جب پورٹل کو موصول ہوئے (پاکستانی وقت)، تاکہ ایگریگیٹر کی روزانہ سیٹلمنٹ سے ملان ہو سکے۔',
    filters: 'بینک ادائیگیاں تلاش کریں',
    from: 'سے',
    to: 'تک',
    bank: 'بینک',
    bankHint: 'اس کا مختصر نام، مثلاً HBL',
    lookup: 'کنزیومر نمبر یا اتھارائزیشن آئی ڈی',
    lookupHint: 'تمام دنوں میں تلاش کرتا ہے',
    clear: 'صاف کریں',
    total: '{{count}} ادائیگیاں، {{amount}}',
    totalOne: '1 ادائیگی، {{amount}}',
    byDay: 'دن کے حساب سے',
    byBank: 'بینک کے حساب سے',
    day: 'دن',
    count: 'ادائیگیاں',
    amount: 'رقم',
    noBank: 'نہیں بتایا گیا',
    payments: 'ادائیگیاں',
    received: 'موصول',
    consumerNumber: 'کنزیومر نمبر',
    authId: 'اتھارائزیشن آئی ڈی',
    bankDate: 'بینک کی تاریخ',
    challan: 'چالان',
    student: 'طالب علم',
    reference: 'ہمارا حوالہ',
    none: 'کوئی بینک ادائیگی نہیں ملی۔',
    page: 'صفحہ {{page}}، کل {{total}} ادائیگیاں',
    previous: 'پچھلا صفحہ',
    next: 'اگلا صفحہ',
  },
};
