/** The portal's date formats: lists DD-MM-YYYY, progress table DD-MMM-YYYY, inputs YYYY-MM-DD, student list DD MMMM YYYY. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type DateLike = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(d: DateLike): Date | null {
  if (d == null || d === '') return null;
  // A plain calendar date (YYYY-MM-DD) is that day wherever the browser is; `new Date()` would read it
  // as UTC midnight and show the day before west of Greenwich.
  const only = typeof d === 'string' ? DATE_ONLY.exec(d) : null;
  const date = d instanceof Date ? d : only ? new Date(Number(only[1]), Number(only[2]) - 1, Number(only[3])) : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY (lists, forms), '' for no date. */
export function formatDate(d: DateLike): string {
  const x = toDate(d);
  return x ? `${pad(x.getDate())}-${pad(x.getMonth() + 1)}-${x.getFullYear()}` : '';
}

/** DD-MMM-YYYY (progress table). */
export function formatDateMonth(d: DateLike): string {
  const x = toDate(d);
  return x ? `${pad(x.getDate())}-${MONTHS[x.getMonth()]}-${x.getFullYear()}` : '';
}

/** DD MMMM YYYY (student lists). */
export function formatDateLong(d: DateLike): string {
  const x = toDate(d);
  return x ? `${pad(x.getDate())} ${LONG_MONTHS[x.getMonth()]} ${x.getFullYear()}` : '';
}

/** YYYY-MM-DD (date inputs). */
export function formatDateInput(d: DateLike): string {
  const x = toDate(d);
  return x ? `${x.getFullYear()}-${pad(x.getMonth() + 1)}-${pad(x.getDate())}` : '';
}

/** Adds whole days to a date. */
export function addDays(d: Date, days: number): Date {
  const x = new Date(d);
  x.setDate(x.getDate() + days);
  return x;
}
