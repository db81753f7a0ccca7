import type { enDataTools } from '../en-areas/data-tools';
import type { Translation } from '../translation';

/** The Urdu of the data tools area's texts (../en-areas/data-tools.ts), side by side with its English. */
export const urDataTools: Translation<typeof enDataTools> = {
  dataTools: {
    rollNo: 'رول نمبر',
    rollNoPlaceholder: 'مثلاً 0012-BSCS-24',
    deleteRecord: 'ریکارڈ حذف کریں',
    show: 'دکھائیں',
    delete: 'حذف کریں',
    confirmDeleteImage: 'کیا آپ واقعی {{rollNo}} کی تصویر حذف کرنا چاہتے ہیں؟',
    photoOf: '{{rollNo}} کی تصویر',
    manageImageText: 'رول نمبر سے طالب علم کی تصویر دیکھیں اور اسے حذف کریں۔',
    deleteRecordText: 'رول نمبر سے طالب علم کا ریکارڈ حذف کریں۔',
  },
};
