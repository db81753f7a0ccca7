import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the bulk messages, by code (`bulk.<key>`); `{{0}}` is a template's argument. */
export const urBulkMsg: Translation<(typeof MESSAGE_CATALOGUES)['bulk']> = {
    badKind: 'براہِ کرم منتخب کریں کہ کون سی فہرست تبدیل کرنی ہے',
    nothingSelected: 'براہِ کرم کم از کم ایک قطار منتخب کریں یا رول نمبر چسپاں کریں',
    tooManyRows: 'ایک وقت میں زیادہ سے زیادہ {{0}} قطاریں تبدیل ہو سکتی ہیں',
    statusNotAllowed: 'یہ حیثیت اس فہرست سے نہیں دی جا سکتی',
    noDistributionDate: 'تقسیم کی تاریخ صرف شناختی اور ٹرانسپورٹ کارڈ کو دی جا سکتی ہے',
    noVenue: 'اینڈاؤمنٹ درخواستوں کو مقام نہیں دیا جا سکتا',
    badDistributionDate: 'تقسیم کی تاریخ YYYY-MM-DD ہو',
    badRollNumber: 'براہِ کرم درست رول نمبر درج کریں',
    badCardType: 'براہِ کرم کارڈ کی فہرست منتخب کریں',
    requestNotFound: 'درخواست نہیں ملی',
    noRequestForRollNumber: 'اس رول نمبر کی اس فہرست میں کوئی درخواست نہیں',
    duplicateRow: 'ایک سے زیادہ بار درج ہے',
    notInList: 'یہ درخواست اس فہرست میں نہیں',
    rowFailed: 'یہ قطار محفوظ نہیں ہو سکی؛ براہِ کرم اسے الگ سے آزمائیں',
};
