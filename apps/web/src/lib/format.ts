/** Date formats of the spec, from the shared domain package (one rule, one place). */
export { formatDate, formatDateMonth, formatDateLong, formatDateInput, addDays } from '@portal/domain';

/** Upper-cased name as the lists show it; '' for no name. */
export const upperName = (s: string | null | undefined) => (s ?? '').toUpperCase();

/** 'N/A' for an empty value (spec 001: contacts, distribution date). */
export const orNA = (v: string | number | null | undefined) => (v == null || v === '' ? 'N/A' : String(v));
