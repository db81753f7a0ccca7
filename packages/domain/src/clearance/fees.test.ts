import { describe, expect, it } from 'vitest';
import { hasUnpaidDues, isLocked, summarisePaid } from './fees.js';

describe('summarisePaid', () => {
  it('sums per challan number and sorts by installment', () => {
    const out = summarisePaid([
      { ch_no: 7, inst_no: 2, des: 'Tuition', paid_date: '2025-03-01', debit: 1000 },
      { ch_no: 5, inst_no: 1, des: 'Tuition', paid_date: '2024-09-01', debit: 2000 },
      { ch_no: 7, inst_no: 2, des: 'Tuition', paid_date: '2025-03-04', debit: 500 },
    ]);
    expect(out.map((p) => [p.ch_no, p.debit, p.paid_date])).toEqual([
      [5, 2000, '2024-09-01'],
      [7, 1500, '2025-03-04'],
    ]);
  });
  it('is empty for no items', () => expect(summarisePaid([])).toEqual([]));
});

describe('isLocked', () => {
  it.each([
    [{ student_loc: 1, lock_status: 'Locked' }, true],
    [{ student_loc: 0, lock_status: 'locked' }, true],
    [{ student_loc: 0, lock_status: 'Unlocked' }, false],
    [null, false],
  ])('%j → %s', (s, expected) => expect(isLocked(s)).toBe(expected));
});

describe('hasUnpaidDues', () => {
  it.each([
    [{ unpaid: [], outstanding: [] }, false],
    [{ unpaid: [{ due_dt: '2026-01-01' }], outstanding: [] }, true],
    [{ unpaid: [], outstanding: [{ fine_id: 1, rolno: 'x', outstand_fine_entry_date: '2026-01-01', amnt: 50 }] }, true],
  ])('%j → %s', (r, expected) => expect(hasUnpaidDues(r)).toBe(expected));
});
