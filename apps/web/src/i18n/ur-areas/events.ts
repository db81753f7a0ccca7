import type { enEvents } from '../en-areas/events';
import type { Translation } from '../translation';

/** The Urdu of the events area's texts (../en-areas/events.ts), side by side with its English. */
export const urEvents: Translation<typeof enEvents> = {
  event: {
    registrationTitle: '{{event}} ٹکٹ رجسٹریشن',
    registerOnce: 'اپنے شناختی کارڈ/ب فارم سے ایک بار رجسٹر کریں؛ آپ کا ٹکٹ آپ کی ای میل پر بھیجا جائے گا۔',
    ticketsLeft: '{{count}} ٹکٹ باقی',
    fullName: 'پورا نام',
    email: 'ای میل',
    cnic: 'شناختی کارڈ/ب فارم',
    cnicHint: '13 ہندسے، ڈیش کے بغیر',
    phone: 'فون نمبر',
    phoneHint: '11 ہندسے، 0 سے شروع',
    level: 'تعلیمی سطح',
    institution: 'ادارے کا نام',
    city: 'ادارے کا شہر',
    cityPlaceholder: 'شہر کا نام لکھنا شروع کریں',
    clearFields: 'خانے صاف کریں',
    submitForm: 'فارم جمع کرائیں',
  },
  eventAdmin: {
    mailSent: 'بھیجی گئی',
    mailInOutbox: 'آؤٹ باکس میں',
    mailNone: 'کوئی نہیں',
    mailQueued: 'قطار میں',
    mailSending: 'بھیجی جا رہی ہے',
    mailFailed: 'ناکام',
    mailKept: 'محفوظ رکھی گئی (SMTP نہیں)',
    registrations: 'رجسٹریشنز',
    mailOutbox: 'میل آؤٹ باکس',
    event: 'تقریب',
    eventClosed: '{{name}} (بند)',
    ticketsIssued: '{{stock}} میں سے {{issued}} ٹکٹ جاری ہو چکے',
    ticketsLeft: '{{n}} باقی',
    mailTo: 'بنام {{to}} · {{date}}',
    oneAttempt: '{{n}} کوشش',
    attempts: '{{n}} کوششیں',
    lastAttempt: 'آخری کوشش {{date}}',
    resend: 'دوبارہ بھیجیں',
  },
};
