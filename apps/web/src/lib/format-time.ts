import { formatDate, formatDateInput, formatDateMonth as formatDateMonthEn } from '@portal/domain';
import { type DateLike, urdu } from './format';

/** The rest of the one formatter (./format.ts): times, and the forms only charts and files use. */

/** "16 Mar", "16 مارچ": a day of the year where the year is plain (chart axes). */
export function formatDayMonth(d: DateLike): string {
  const iso = formatDateInput(d);
  if (!iso) return '';
  const [, m, day] = iso.split('-');
  const ur = urdu();
  return ur ? `${day} ${ur.MONTHS_UR[Number(m) - 1]}` : formatDateMonthEn(iso).split('-').slice(0, 2).join(' ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time of day, 24-hour ("14:05"), in the browser's time zone. */
export function formatTime(d: DateLike): string {
  if (d == null || d === '') return '';
  const x = d instanceof Date ? d : new Date(d);
  return Number.isNaN(x.getTime()) ? '' : `${pad(x.getHours())}:${pad(x.getMinutes())}`;
}

/** A moment, the same way everywhere (history, lists, the bell): "26-11-2026 14:05", digits in both languages. */
export function formatDateTime(d: DateLike): string {
  const day = formatDate(d);
  return day ? `${day} ${formatTime(d)}` : '';
}

/** Dates written into files (CSV exports) stay English whatever the screen's language. */
export const formatDateMonthForFile = (d: DateLike): string => formatDateMonthEn(d);

