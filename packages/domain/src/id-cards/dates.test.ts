import { describe, expect, it } from 'vitest';
import { dateFilterRange, parseDistributionDate } from './dates.js';

describe('parseDistributionDate', () => {
  const cases: [string, string | null | undefined, string | null | 'invalid'][] = [
    ['empty clears', '', null],
    ['null clears', null, null],
    ['missing clears', undefined, null],
    ['blank clears', '   ', null],
    ['date only is midnight UTC', '2025-03-10', '2025-03-10T00:00:00.000Z'],
    ['ISO with Z', '2025-03-10T05:30:00.000Z', '2025-03-10T05:30:00.000Z'],
    ['ISO with offset', '2025-03-10T00:00:00+05:00', '2025-03-09T19:00:00.000Z'],
    ['day that does not exist', '2025-02-30', 'invalid'],
    ['DD-MM-YYYY is not the input format', '10-03-2025', 'invalid'],
    ['words', 'tomorrow', 'invalid'],
    ['month 13', '2025-13-01', 'invalid'],
    ['year out of range', '1999-12-31', 'invalid'],
  ];
  it.each(cases)('%s', (_n, input, expected) => {
    const r = parseDistributionDate(input);
    expect(r instanceof Date ? r.toISOString() : r).toBe(expected);
  });
  it('reads a date-time without offset as local time', () => {
    const r = parseDistributionDate('2025-03-10T08:00:00') as Date;
    expect(r.getHours()).toBe(8);
    expect(r.getDate()).toBe(10);
  });
});

describe('dateFilterRange', () => {
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
  const cases: [string, string, [number, number] | null][] = [
    ['a day as the lists show it', '10-03-2025', [day(2025, 3, 10), day(2025, 3, 11)]],
    ['a day with slashes', '10/03/2025', [day(2025, 3, 10), day(2025, 3, 11)]],
    ['an ISO day', '2025-03-10', [day(2025, 3, 10), day(2025, 3, 11)]],
    ['a month', '03-2025', [day(2025, 3, 1), day(2025, 4, 1)]],
    ['an ISO month', '2025-12', [day(2025, 12, 1), day(2026, 1, 1)]],
    ['a year', '2024', [day(2024, 1, 1), day(2025, 1, 1)]],
    ['half typed', '10-0', null],
    ['not a day', '31-02-2025', null],
    ['text', 'march', null],
  ];
  it.each(cases)('%s', (_n, text, expected) => {
    const r = dateFilterRange(text);
    expect(r ? [r.from.getTime(), r.to.getTime()] : null).toEqual(expected);
  });
});
