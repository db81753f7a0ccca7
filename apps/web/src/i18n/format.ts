import { formatDateInput, formatDateLong as formatDateLongEn, formatDateMonth as formatDateMonthEn } from '@portal/domain';
import { i18n } from './i18n';

type DateLike = string | number | Date | null | undefined;

/** Left-to-right data (roll numbers, codes) inside a sentence of either direction keeps its own order. */
export const isolate = (s: string | number | null | undefined): string => (i18n.language === 'ur' ? `\u2068${s ?? ''}\u2069` : String(s ?? ''));

const locale = () => (i18n.language === 'ur' ? 'ur-PK' : 'en-PK');

/** A number in the current language's way (grouping; Urdu uses the same digits as English in Pakistan). */
export const formatNumber = (n: number | null | undefined): string => (n == null ? '' : new Intl.NumberFormat(locale()).format(n));

/** The calendar day of a date (YYYY-MM-DD strings are that day wherever the browser is). */
function day(d: DateLike): Date | null {
  const iso = formatDateInput(d);
  if (!iso) return null;
  const [y, m, dd] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, dd!);
}

const inUrdu = (d: DateLike, month: 'long' | 'short') => {
  const x = day(d);
  return x ? new Intl.DateTimeFormat('ur-PK', { day: '2-digit', month, year: 'numeric' }).format(x) : '';
};

/** DD MMMM YYYY (student lists) with the month named in the current language. */
export const formatDateLong = (d: DateLike): string => (i18n.language === 'ur' ? inUrdu(d, 'long') : formatDateLongEn(d));

/** DD-MMM-YYYY (progress table) with the month named in the current language. */
export const formatDateMonth = (d: DateLike): string => (i18n.language === 'ur' ? inUrdu(d, 'long') : formatDateMonthEn(d));
