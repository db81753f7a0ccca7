import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the idCard messages, by code (`idCard.<key>`); `{{0}}` is a template's argument. */
export const urIdCardMsg: Translation<(typeof MESSAGE_CATALOGUES)['idCard']> = {
    requestNotFound: 'شناختی کارڈ کی درخواست {{0}} موجود نہیں یا حذف ہو چکی ہے۔',
    deletedRequestNotFound: 'شناختی کارڈ کی درخواست {{0}} حذف شدہ درخواستوں میں نہیں۔',
    restored: 'درخواست کامیابی سے بحال ہو گئی',
    restoreConflict: 'طالب علم کی شناختی کارڈ کی ایک اور درخواست کھلی ہے؛ اس کے کھلے ہوتے یہ بحال نہیں ہو سکتی۔',
    studentReferenced: 'اس طالب علم کا ریکارڈ دوسرے ریکارڈز میں استعمال ہو رہا ہے اس لیے حذف نہیں ہو سکتا۔',
    rfIdTooLong: 'RF ID زیادہ سے زیادہ 9 حروف کا ہو سکتا ہے',
    machineIdTooLong: 'مشین نمبر زیادہ سے زیادہ 9 حروف کا ہو سکتا ہے',
    badDistributionDate: 'براہِ کرم تقسیم کی درست تاریخ درج کریں (YYYY-MM-DD)',
    unknownStatus: 'براہِ کرم فہرست میں سے حیثیت منتخب کریں',
    badCardType: 'کارڈ کی نامعلوم قسم',
    badTId: 'درست T_ID لازمی ہے',
    formDoesNotMatch: 'یہ فارم درخواست کے کارڈ کی قسم سے مطابقت نہیں رکھتا',
    studentDoesNotMatch: 'طالب علم کی تفصیلات درخواست سے مطابقت نہیں رکھتیں',
    rollNoRequired: 'براہِ کرم رول نمبر درج کریں',
    studentNotFound: 'اس رول نمبر کا کوئی طالب علم نہیں',
    imageNotFound: 'اس طالب علم کی کوئی تصویر نہیں',
    imageDeleted: 'تصویر کامیابی سے حذف ہو گئی',
    notYourPhoto: 'آپ صرف اپنی تصویر دیکھ سکتے ہیں',
    badYear: 'براہِ کرم فہرست میں سے سال منتخب کریں',
    lmsFailed: 'ایل ایم ایس سے طلبہ حاصل نہیں ہو سکے',
};
