import { describe, expect, it } from 'vitest';
import { STATUS_NAMES, statusColour } from './statuses.js';

describe('status colours (table)', () => {
  it.each([
    ['success', ['Approved', 'Complete', 'Delivered', 'Yes']],
    [
      'warning',
      [
        'Pending',
        'Image Not Clear',
        'Info Missing',
        'Fee Pending',
        'Fine Pending',
        'Dues Pending',
        'Thesis Missing',
        'Books Pending',
        'Documents Pending',
        'Annual Dues Pending',
        'Mess Bill Pending',
        'Room Rent Pending',
        'Returned to IT Person',
        'Card Not Returned',
      ],
    ],
    ['danger', ['Rejected', 'Incomplete', 'No']],
    [
      'info',
      ['Verifying', 'In Progress', 'Fee Paid', 'Forwarded to HOD', 'Forwarded to PG Library', 'Forwarded to Life Sciences Library', 'Forwarded to KSK Library'],
    ],
    ['primary', ['Submitted']],
    ['dark', ['Cancelled', 'Closed']],
  ])('%s', (colour, names) => {
    for (const n of names) expect(statusColour(n), n).toBe(colour);
  });

  it('leaves no catalogue status to the unknown-name fallback (dark)', () => {
    const dark = Object.values(STATUS_NAMES).filter((n) => statusColour(n) === 'dark');
    expect(dark.sort()).toEqual(['Cancelled', 'Closed']);
  });
});
