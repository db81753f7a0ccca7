import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the dues messages, by code (`dues.<key>`); `{{0}}` is a template's argument. */
export const urDuesMsg: Translation<(typeof MESSAGE_CATALOGUES)['dues']> = {
    wordsWithOnly: 'رقم کے الفاظ میں لفظ "Only" شامل نہ کریں',
    wordsRequired: 'رقم الفاظ میں لازمی ہے',
    wholeRupees: 'نئی رقم پورے روپوں میں ہو',
    tooLarge: 'نئی رقم 1000000 سے زیادہ نہیں ہو سکتی',
    unknownDues: 'واجبات کی نامعلوم قسم',
};
