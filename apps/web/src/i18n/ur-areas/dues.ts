import type { enDues } from '../en-areas/dues';
import type { Translation } from '../translation';

/** The Urdu of the dues area's texts (../en-areas/dues.ts), side by side with its English. */
export const urDues: Translation<typeof enDues> = {
  dues: {
    code: 'کوڈ',
    card: 'کارڈ',
    duesPkr: 'واجبات (روپے)',
    amountInWords: 'رقم الفاظ میں',
    action: 'کارروائی',
    applyNote: 'نئے واجبات تبدیلی کے بعد جاری ہونے والے چالانوں پر لاگو ہوں گے؛ پہلے سے جاری شدہ چالانوں کی رقم وہی رہے گی۔',
    editOf: '{{card}} میں ترمیم کریں',
    newDuesOf: '{{card}} کے نئے واجبات',
    wordsOf: '{{card}} کی رقم الفاظ میں',
  },
};
