import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the card messages, by code (`card.<key>`); `{{0}}` is a template's argument. */
export const urCardMsg: Translation<(typeof MESSAGE_CATALOGUES)['card']> = {
    contact: 'براہِ کرم اپنا رابطہ نمبر درج کریں (11 ہندسے، مثلاً 03001234567)',
    guardianContact: 'براہِ کرم اپنے سرپرست کا رابطہ نمبر درج کریں (11 ہندسے، مثلاً 03001234567)',
    bloodGroup: 'براہِ کرم اپنا بلڈ گروپ منتخب کریں',
    address: 'براہِ کرم اپنا پتا درج کریں',
    openRequest: 'آپ کی شناختی کارڈ کی ایک درخواست پہلے سے کھلی ہے۔ براہِ کرم اس کے مکمل یا بند ہونے تک انتظار کریں۔',
    alreadyHasCard: 'آپ کو شناختی کارڈ پہلے ہی جاری ہو چکا ہے۔ براہِ کرم ڈپلیکیٹ کارڈ کے لیے درخواست دیں۔',
    noCardYet: 'آپ کو ابھی کوئی شناختی کارڈ جاری نہیں ہوا۔ براہِ کرم نئے کارڈ کے لیے درخواست دیں۔',
    notEditable: 'یہ درخواست صرف اس وقت تبدیل ہو سکتی ہے جب اس پر "تصویر واضح نہیں" یا "معلومات نامکمل" درج ہو۔',
    submitted: 'آپ کی درخواست جمع ہو گئی ہے',
    updated: 'آپ کی درخواست تبدیل کر کے دوبارہ جمع کر دی گئی ہے',
};
