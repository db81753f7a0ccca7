import { describe, expect, it } from 'vitest';
import { M } from '../message-codes.js';
import { reconcileReportCsv } from './report.js';
import { classifyStatementLines, findStatementColumns, normaliseChallanNo, parseStatementAmount, parseStatementDate, readStatementRows } from './statement.js';

describe('bank statement reading', () => {
  it.each([
    ['TR 12', 'TR-12'],
    ['tr-0012', 'TR-12'],
    ['card-7', 'CARD-7'],
    ['CARD7', 'CARD-7'],
    ['000123', '123'],
    [' 45 ', '45'],
    ['0', '0'],
    ['X-1', 'X-1'],
  ])('challan number %j → %j', (raw, want) => expect(normaliseChallanNo(raw)).toBe(want));

  it.each<[unknown, number | null]>([
    ['18,000', 18000],
    ['PKR 18000', 18000],
    ['Rs. 18000.00', 18000],
    [18000, 18000],
    ['12.5', null],
    [12.5, null],
    ['-5', null],
    ['', null],
    ['abc', null],
  ])('amount %j → %j', (raw, want) => expect(parseStatementAmount(raw)).toBe(want));

  it.each<[unknown, string | null]>([
    ['05-11-2026', '2026-11-05'],
    ['5/11/2026', '2026-11-05'],
    ['2026-11-05', '2026-11-05'],
    ['2026/11/05 10:30', '2026-11-05'],
    ['05-Nov-2026', '2026-11-05'],
    [new Date(Date.UTC(2026, 10, 5)), '2026-11-05'],
    ['31-02-2026', null],
    ['2026-13-01', null],
    ['yesterday', null],
  ])('date %j → %j', (raw, want) => expect(parseStatementDate(raw)).toBe(want));

  it('finds columns by common names, or by the mapping; a mapped name must exist', () => {
    expect(findStatementColumns(['Value Date', 'Voucher No.', 'Credit'])).toEqual({ ok: true, columns: { challan: 1, amount: 2, date: 0 } });
    expect(findStatementColumns(['Ref', 'Amt', 'When'])).toMatchObject({ ok: false, missing: ['challan', 'amount', 'date'] });
    expect(findStatementColumns(['Ref', 'Amt', 'When'], { challan: 'ref', amount: 'AMT', date: 'When' })).toEqual({ ok: true, columns: { challan: 0, amount: 1, date: 2 } });
    expect(findStatementColumns(['Ref'], { challan: 'Nope' })).toMatchObject({ ok: false, msg: M.reconcile.columnNotFound('Nope') });
  });

  it('refuses the whole statement at the first unreadable line, with its line number', () => {
    const rows = [['Challan No', 'Amount', 'Date Paid'], ['1', '100', '2026-01-01'], [], ['2', 'ten', '2026-01-01']];
    expect(readStatementRows(rows, {}, '2026-06-01')).toEqual({ ok: false, msg: M.reconcile.badAmount(4, 'ten') });
    expect(readStatementRows([['Challan No', 'Amount', 'Date Paid'], ['1', '100', '2026-07-01']], {}, '2026-06-01')).toEqual({ ok: false, msg: M.reconcile.futureDate(2, '2026-07-01') });
    expect(readStatementRows([], {}, '2026-06-01')).toEqual({ ok: false, msg: M.reconcile.empty });
  });

  it('sorts every kind of line; a duplicate is never paid twice', () => {
    const read = readStatementRows(
      [['Challan No', 'Amount', 'Date Paid'], ['1', '100', '2026-01-01'], ['2', '90', '2026-01-01'], ['3', '50', '2026-01-01'], ['4', '1', '2026-01-01'], ['001', '100', '2026-01-02']],
      {},
      '2026-06-01',
    );
    if (!read.ok) throw new Error(read.msg.text);
    const stored = new Map([
      ['1', { BAL: 100, PAID: 0 }],
      ['2', { BAL: 100, PAID: 0 }],
      ['3', { BAL: 50, PAID: 50 }],
    ]);
    const out = classifyStatementLines(read.lines, (no) => stored.get(no));
    expect(out.map((l) => l.outcome)).toEqual(['matched', 'amountDiffers', 'alreadyPaid', 'unknown', 'duplicate']);
    expect(out[4].firstLine).toBe(2);
  });

  it('the report lists every line in file order, formula cells neutralised', () => {
    const e = (LINE: number, CHALLAN_ID: string) => ({ LINE, CHALLAN_ID, AMOUNT: 1, DATE_PAID: '2026-01-01' });
    const csv = reconcileReportCsv({ matched: [e(3, '7')], amountDiffers: [], alreadyPaid: [], unknown: [e(2, '=HYPERLINK("x")')], duplicate: [], committed: 0 });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Line,Outcome,Challan number,Amount on statement,Date paid,Challan amount,Kind,Roll number,Student,Description,Paid before on,Paid through the bank,Same as line');
    expect(lines[1]).toBe(`2,Unknown challan,"'=HYPERLINK(""x"")",1,"=""2026-01-01""",,,,,,,,`);
    expect(lines[2]).toMatch(/^3,Matched,"=""7""",/);
  });

  it('after the payments were recorded, the matched lines say so', () => {
    const e = { LINE: 2, CHALLAN_ID: '7', AMOUNT: 1, DATE_PAID: '2026-01-01' };
    const csv = reconcileReportCsv({ matched: [e], amountDiffers: [], alreadyPaid: [], unknown: [{ ...e, LINE: 3 }], duplicate: [], committed: 1 });
    expect(csv.trim().split('\r\n').slice(1).map((l) => l.split(',')[1])).toEqual(['Recorded as paid', 'Unknown challan']);
  });
});
