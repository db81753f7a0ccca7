import { i18n } from './i18n';

/** Dates and numbers are written by lib/format.ts (one formatter per language); re-exported for the screens that import them here. */
export { formatDateLong, formatDateMonth, formatNumber } from '../lib/format';

/** Left-to-right data (roll numbers, codes) inside a sentence of either direction keeps its own order. */
export const isolate = (s: string | number | null | undefined): string => (i18n.language === 'ur' ? `\u2068${s ?? ''}\u2069` : String(s ?? ''));
