import { describe, expect, it } from 'vitest';
import { changedFields, changesNothing } from './no-change.js';

describe('changedFields: what a staff save would change', () => {
  const row = { REQ_ID: 1, VENUE: '', COMMENT: 'Return books', RF_ID: null as string | null, DATE: new Date('2026-01-05T00:00:00Z') };
  it.each<[string, Partial<typeof row>, string[]]>([
    ['the same values', { REQ_ID: 1, VENUE: '', COMMENT: 'Return books' }, []],
    ['Pending saved as Pending', { REQ_ID: 1 }, []],
    ['empty, null and blanks are alike', { VENUE: null as unknown as string, RF_ID: '', COMMENT: ' Return books ' }, []],
    ['a field left out keeps its value', {}, []],
    ['the same instant', { DATE: new Date('2026-01-05T00:00:00.000Z') }, []],
    ['a new status', { REQ_ID: 9 }, ['REQ_ID']],
    ['a new comment', { COMMENT: 'Paid' }, ['COMMENT']],
    ['a cleared comment', { COMMENT: '' }, ['COMMENT']],
    ['a new date', { DATE: new Date('2026-01-06T00:00:00Z') }, ['DATE']],
    ['a date cleared', { DATE: null as unknown as Date }, ['DATE']],
    ['two fields', { REQ_ID: 9, VENUE: 'Library counter' }, ['REQ_ID', 'VENUE']],
  ])('%s', (_n, after, expected) => {
    expect(changedFields(row, after)).toEqual(expected);
    expect(changesNothing(row, after)).toBe(expected.length === 0);
  });
});
