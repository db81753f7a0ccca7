import type { enIdCards } from '../en-areas/id-cards';
import type { Translation } from '../translation';

/** The Urdu of the id cards area's texts (../en-areas/id-cards.ts), side by side with its English. */
export const urIdCards: Translation<typeof enIdCards> = {
  card: {
    universityIdCard: 'یونیورسٹی شناختی کارڈ',
    cannotApplyNew: 'آپ اس وقت نئے کارڈ کے لیے درخواست نہیں دے سکتے',
    applyForType: '{{type}} کارڈ کے لیے درخواست دیں',
    applyForNew: 'نئے کارڈ کے لیے درخواست دیں',
    submitApplication: 'درخواست جمع کرائیں',
    duplicateIdCard: 'ڈپلیکیٹ شناختی کارڈ',
    cannotApplyDuplicate: 'آپ اس وقت ڈپلیکیٹ کارڈ کے لیے درخواست نہیں دے سکتے',
    attemptTitle: '{{type}} کارڈ (کارڈ نمبر {{attempt}})',
    feeNote: 'فیس <b>{{fee}}</b> ہے۔ درخواست کے بعد بینک چالان ڈاؤن لوڈ کر کے بینک میں ادا کریں؛ فیس ملنے پر کارڈ آفس آپ کا کارڈ تیار کرے گا۔',
    contactNumber: 'رابطہ نمبر',
    guardianContactNumber: 'سرپرست کا رابطہ نمبر',
    bloodGroup: 'بلڈ گروپ',
    select: 'منتخب کریں…',
    address: 'پتا',
    photo: 'تصویر (JPEG)',
    choosePhoto: 'تصویر منتخب کریں',
    keepPhoto: 'ریکارڈ والی تصویر رکھیں',
    photoPreview: 'تصویر کا پیش نظارہ',
    noPhotoChosen: 'کوئی تصویر منتخب نہیں',
    photoHint: 'سادہ پس منظر والی حالیہ پاسپورٹ سائز تصویر۔ کسی بھی سائز کی تصویر چلے گی: فریم کے اندر کا حصہ، زیادہ سے زیادہ \u2068{{kb}} KB\u2069 تک چھوٹا کر کے، بھیجا جائے گا۔',
    correctFields: 'براہِ کرم نشان زد خانے درست کریں۔',
    updateCardRequest: 'کارڈ کی درخواست میں تبدیلی',
    requestNotFound: 'درخواست نہیں ملی',
    referenceLine: 'حوالہ نمبر {{ref}} · {{type}} کارڈ',
    cardOfficeComment: 'کارڈ آفس: {{comment}}',
    notWaiting: 'یہ درخواست آپ کی منتظر نہیں؛ کچھ تبدیل کرنے کی ضرورت نہیں۔',
    submitAgain: 'دوبارہ جمع کرائیں',
  },
};
