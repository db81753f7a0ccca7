import type { enStudents } from '../en-areas/students';
import type { Translation } from '../translation';

/** The Urdu of the students area's texts (../en-areas/students.ts), side by side with its English. */
export const urStudents: Translation<typeof enStudents> = {
  home: {
    idCard: 'شناختی کارڈ',
    transportCard: 'ٹرانسپورٹ کارڈ',
    clearance: 'کلیئرنس',
    endowmentFund: 'اینڈاؤمنٹ فنڈ',
    cardTitle: '{{type}} کارڈ · حوالہ {{ref}}',
    transportTitle: 'ٹرانسپورٹ کارڈ · حوالہ {{ref}}',
    clearanceTitle: 'کلیئرنس سرٹیفکیٹ · حوالہ {{ref}}',
    eftTitle: '{{title}} · حوالہ {{ref}}',
    fixRequest: 'درخواست درست کریں',
    challan: 'چالان',
    openTracker: 'پیش رفت دیکھیں',
    uploadDocument: 'دستاویز اپ لوڈ کریں',
    welcome: 'خوش آمدید، {{name}}',
    rollNo: 'رول نمبر {{rollNo}}',
    neededFromYou: 'آپ سے درکار',
    open: 'کھولیں',
    openRequests: 'کھلی درخواستیں',
    noOpenRequests: 'آپ کی کوئی کھلی درخواست نہیں۔',
    applied: 'درخواست کی تاریخ {{date}}',
    officeWorking: 'دفتر اس پر کام کر رہا ہے۔',
    quickLinks: 'فوری روابط',
    applyUniversityCard: 'یونیورسٹی کارڈ کے لیے درخواست دیں',
    duplicateIdCard: 'ڈپلیکیٹ شناختی کارڈ',
    lostOrDamaged: 'گم شدہ یا خراب کارڈ',
    applyBus: 'یونیورسٹی بس کے لیے درخواست دیں',
    applyWhenLeaving: 'یونیورسٹی چھوڑتے وقت درخواست دیں',
    trackerHint: 'ہر شعبہ آپ سے کیا چاہتا ہے',
    applicationsOpen: 'درخواستیں کھلی ہیں',
    myRequestsHint: 'ہر درخواست اور اس کی حیثیت',
    myProfile: 'میرا پروفائل',
    profileHint: 'آپ کی تفصیلات اور تصویر',
  },
};
