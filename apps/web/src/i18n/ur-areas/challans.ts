import type { enChallans } from '../en-areas/challans';
import type { Translation } from '../translation';

/** The Urdu of the challans area's texts (../en-areas/challans.ts), side by side with its English. */
export const urChallans: Translation<typeof enChallans> = {
  reconcile: {
    outcome: {
      matched: 'مطابق',
      amountDiffers: 'رقم مختلف',
      alreadyPaid: 'پہلے سے ادا شدہ',
      unknown: 'نامعلوم چالان',
      duplicate: 'دہرائی گئی سطر',
    },
    kind: {
      clearance: 'کلیئرنس چالان',
      card: 'اسٹوڈنٹ کارڈ چالان',
      transport: 'ٹرانسپورٹ کارڈ چالان',
    },
    column: {
      challan: 'چالان نمبر',
      amount: 'رقم',
      date: 'ادائیگی کی تاریخ',
    },
    challanIsFor: 'چالان کی رقم {{amount}} ہے',
    paidOn: '{{date}} کو ادا شدہ',
    paid: 'ادا شدہ',
    sameAsLine: 'وہی چالان جو سطر {{line}} میں ہے',
    noSuchChallan: 'اس نمبر کا کوئی چالان نہیں',
    markedPaid: 'ادا شدہ درج کر دیا گیا',
    willBeMarkedPaid: 'ادا شدہ درج کیا جائے گا',
    noLines: 'کوئی سطر نہیں۔',
    line: 'سطر',
    challanNumber: 'چالان نمبر',
    amount: 'رقم',
    datePaid: 'ادائیگی کی تاریخ',
    challan: 'چالان',
    student: 'طالب علم',
    note: 'نوٹ',
    confirmOne: 'کیا {{n}} چالان اسٹیٹمنٹ کی تاریخ پر ادا شدہ درج کر دیا جائے؟',
    confirmMany: 'کیا {{n}} چالان اسٹیٹمنٹ کی تاریخوں پر ادا شدہ درج کر دیے جائیں؟',
    recordPayments: 'ادائیگیاں درج کریں',
    bankStatement: 'بینک اسٹیٹمنٹ',
    statementDescription: 'CSV یا ایکسل (.xlsx) فائل جس میں چالان نمبر، رقم اور ادائیگی کی تاریخ کے کالم ہوں',
    chooseStatement: 'اسٹیٹمنٹ منتخب کریں',
    columnOf: '{{column}} کا کالم',
    foundByName: 'نام سے تلاش کیا جائے گا',
    preview: 'پیش نظارہ',
    downloadReport: 'رپورٹ ڈاؤن لوڈ کریں',
    notRead: 'اسٹیٹمنٹ پڑھی نہیں جا سکی',
    onePaymentRecorded: '1 ادائیگی درج ہو گئی۔',
    paymentsRecorded: '{{n}} ادائیگیاں درج ہو گئیں۔',
    nothingRecorded: 'پیش نظارہ: ابھی کچھ درج نہیں ہوا۔',
  },
};
