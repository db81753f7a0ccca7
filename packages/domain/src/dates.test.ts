import { describe, expect, it } from 'vitest';
import { formatDate, formatDateInput, formatDateLong, formatDateMonth } from './dates.js';

describe('date formats', () => {
  const d = new Date(2026, 0, 5, 14, 30);
  it.each([
    ['lists DD-MM-YYYY', formatDate, '05-01-2026'],
    ['progress table DD-MMM-YYYY', formatDateMonth, '05-Jan-2026'],
    ['student list DD MMMM YYYY', formatDateLong, '05 January 2026'],
    ['inputs YYYY-MM-DD', formatDateInput, '2026-01-05'],
  ])('%s', (_name, format, expected) => {
    expect(format(d)).toBe(expected);
  });

  it('shows a plain calendar date as that day in any time zone', () => {
    expect(formatDate('2026-11-01')).toBe('01-11-2026');
    expect(formatDateMonth('2026-12-31')).toBe('31-Dec-2026');
    expect(formatDateInput('2026-03-09')).toBe('2026-03-09');
  });

  it('reads timestamps and gives "" for no or bad dates', () => {
    expect(formatDate(new Date(2026, 10, 21).toISOString())).toBe('21-11-2026');
    for (const v of [null, undefined, '', 'not a date']) expect(formatDate(v)).toBe('');
  });
});
