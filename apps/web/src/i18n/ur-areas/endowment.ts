import type { enEndowment } from '../en-areas/endowment';
import type { Translation } from '../translation';

/** The Urdu of the endowment area's texts (../en-areas/endowment.ts), side by side with its English. */
export const urEndowment: Translation<typeof enEndowment> = {
  eft: {
    applicationTitle: 'اینڈاؤمنٹ فنڈ کی درخواست',
    notOpen: 'درخواستیں آپ کے لیے کھلی نہیں',
    openUntil: 'درخواستیں {{date}} تک کھلی ہیں۔ خزانچی کا دفتر ہر درخواست کا جائزہ لیتا ہے؛ آپ اپنی درخواست "میری درخواستیں" میں دیکھ سکتے ہیں۔',
    income: 'گھر کی ماہانہ آمدنی (روپے)',
    dependants: 'زیرِ کفالت افراد کی تعداد',
    occupation: 'سرپرست کا پیشہ',
    reason: 'آپ کو مالی امداد کیوں درکار ہے؟',
    document: 'معاون دستاویز (آمدنی کا سرٹیفکیٹ، تنخواہ کی پرچی…)',
    documentHint: 'PDF یا JPEG، زیادہ سے زیادہ {{mb}} MB',
    chooseFile: 'فائل منتخب کریں',
    submitApplication: 'درخواست جمع کرائیں',
    financialAidTitle: 'مالی امداد کی درخواست',
    financialAidText: 'مالی امداد یونیورسٹی کے اینڈاؤمنٹ فنڈ کے ذریعے دی جاتی ہے جب درخواستوں کا شیڈول کھلا ہو۔',
  },
  schedules: {
    schedules: 'شیڈول',
    drawerTitle: 'اینڈاؤمنٹ فنڈ کے شیڈول',
    openNew: 'نیا شیڈول کھولیں',
    title: 'عنوان',
    titlePlaceholder: 'Endowment Fund Autumn',
    opens: 'آغاز',
    closes: 'اختتام',
    save: 'شیڈول محفوظ کریں',
    applications: '{{count}} درخواستیں',
    live: 'جاری',
    upcoming: 'آئندہ',
    closed: 'بند',
    confirmClose: 'کیا “{{title}}” ابھی بند کر دیا جائے؟ اس کے بعد طلبہ اس میں درخواست نہیں دے سکیں گے۔',
    closeNow: 'ابھی بند کریں',
  },
};
