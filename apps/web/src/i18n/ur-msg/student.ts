import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the student messages, by code (`student.<key>`); `{{0}}` is a template's argument. */
export const urStudentMsg: Translation<(typeof MESSAGE_CATALOGUES)['student']> = {
    eftDocTooLarge: 'براہِ کرم 1MB سے چھوٹی دستاویز اپ لوڈ کریں',
    eftDocType: 'براہِ کرم صرف PDF یا JPEG/JPG فائل منتخب کریں',
    eftDocRequired: 'براہِ کرم معاون دستاویز منسلک کریں',
};
