import { formatDateMonth } from '../../../lib/format';
import { formatDateMonthForFile, formatDayMonth } from '../../../lib/format-time';

/** "16 Mar" ("16 مارچ" in Urdu) for the Monday (YYYY-MM-DD) that starts a week of the charts. */
export const weekLabel = (week: string) => formatDayMonth(week);

/** "16-Mar-2026": the full date on screen, in the current language. */
export const weekDate = (week: string) => formatDateMonth(week);

/** The full date written into CSV files: English whatever the screen's language. */
export const weekDateForFile = (week: string) => formatDateMonthForFile(week);
