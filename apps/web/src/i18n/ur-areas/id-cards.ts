import type { enIdCards } from '../en-areas/id-cards';
import type { Translation } from '../translation';

/** The Urdu of the id cards area's texts (../en-areas/id-cards.ts), side by side with its English. */
export const urIdCards: Translation<typeof enIdCards> = {
  newInter: {
    year: 'سال',
    noStudent: 'کوئی طالب علم نہیں ملا',
    downloadExcel: 'ایکسل ڈاؤن لوڈ کریں',
  },
};
