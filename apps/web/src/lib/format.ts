import { formatDateLong as formatDateLongEn, formatDateMonth as formatDateMonthEn } from '@portal/domain';
import { i18n } from '../i18n/i18n';
import { urduData } from '../i18n/urdu-data';

/**
 * The one place the web writes dates and numbers, in the current language: month names in English or
 * Urdu (the domain's table, the same the server's notifications use; it loads with Urdu), Western digits
 * in both (as Pakistan writes Urdu). Screens never call toLocale…String or Intl themselves (format.test.ts looks).
 * Times and the forms only charts and files use are in ./format-time.ts (screens that show none load none).
 */
/** The Urdu tables while Urdu is the current language (null in English). */
export const urdu = () => urduData(i18n.language);

export type DateLike = string | number | Date | null | undefined;

/** DD MMMM YYYY: "26 November 2026", "26 نومبر 2026". */
export const formatDateLong = (d: DateLike): string => urdu()?.formatDateLongIn('ur', d) ?? formatDateLongEn(d);

/** DD-MMM-YYYY in English ("26-Nov-2026"); the long form in Urdu, which has no short month names. */
export const formatDateMonth = (d: DateLike): string => urdu()?.formatDateMonthIn('ur', d) ?? formatDateMonthEn(d);

/** A number with the language's grouping (the same Western digits in English and Urdu). */
export const formatNumber = (n: number | null | undefined): string => (n == null ? '' : new Intl.NumberFormat(urdu() ? 'ur-PK' : 'en-PK').format(n));

/** Upper-cased name as the lists show it; '' for no name. */
export const upperName = (s: string | null | undefined) => (s ?? '').toUpperCase();

/** 'N/A' for an empty value (contacts, distribution date). */
export const orNA = (v: string | number | null | undefined) => (v == null || v === '' ? 'N/A' : String(v));
