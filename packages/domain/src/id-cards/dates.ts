import { FIRST_INTER_YEAR } from '../limits.js';

/**
 * The distribution date as sent by the edit forms: entered YYYY-MM-DD and sent as date
 * and time; an empty value clears it. Accepts '' / null / undefined (→ null), `YYYY-MM-DD`
 * (midnight UTC) and ISO date-times with or without an offset. Anything else, or a year outside
 * 2000–2100, is 'invalid'.
 */
export function parseDistributionDate(value: string | null | undefined): Date | null | 'invalid' {
  if (value == null) return null;
  const s = value.trim();
  if (s === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(s)) return 'invalid';
  const [y, m, d] = s.slice(0, 10).split('-').map(Number);
  // Reject 2025-02-30 and friends: the calendar day must exist.
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return 'invalid';
  if (y < 2000 || y > 2100) return 'invalid';
  const date = new Date(s.length === 10 ? `${s}T00:00:00Z` : s.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** The day range a list's date filter text names, in local time of the caller. */
export interface DateFilterRange {
  from: Date;
  /** exclusive */
  to: Date;
}

/**
 * Reads the list's date filter as the lists show dates (DD-MM-YYYY) or as typed in ISO form:
 * `DD-MM-YYYY` (a day), `MM-YYYY` (a month), `YYYY` (a year), `YYYY-MM-DD`, `YYYY-MM`; `/` or `.`
 * may separate. Returns null for text that names no date (half-typed text matches nothing).
 */
export function dateFilterRange(text: string): DateFilterRange | null {
  const s = text.trim().replace(/[/.]/g, '-');
  const valid = (y: number, mo: number, d: number) => {
    const x = new Date(y, mo - 1, d);
    return x.getFullYear() === y && x.getMonth() === mo - 1 && x.getDate() === d && y >= 1900 && y <= 2200;
  };
  const day = (y: number, mo: number, d: number) => (valid(y, mo, d) ? { from: new Date(y, mo - 1, d), to: new Date(y, mo - 1, d + 1) } : null);
  const month = (y: number, mo: number) => (valid(y, mo, 1) ? { from: new Date(y, mo - 1, 1), to: new Date(y, mo, 1) } : null);
  const dmy = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(s);
  if (dmy) return day(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (ymd) return day(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const my = /^(\d{1,2})-(\d{4})$/.exec(s);
  if (my) return month(Number(my[2]), Number(my[1]));
  const ym = /^(\d{4})-(\d{1,2})$/.exec(s);
  if (ym) return month(Number(ym[1]), Number(ym[2]));
  const y = /^(\d{4})$/.exec(s);
  if (y && valid(Number(y[1]), 1, 1)) return { from: new Date(Number(y[1]), 0, 1), to: new Date(Number(y[1]) + 1, 0, 1) };
  return null;
}

/**
 * Years offered: 2022 … current year, newest first. Kept out of ./schemas.ts so the web's list
 * of new intermediate students does not load zod for it.
 */
export function interYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_INTER_YEAR; y--) years.push(y);
  return years;
}
