import { describe, expect, it } from 'vitest';
import { BankPaymentsExportQuerySchema, BankPaymentsQuerySchema, lookupOf } from './settlement.js';

describe('the settlement view query', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ from: '2026-11-01', to: '2026-11-01', bank: ' hbl ', q: '' }, true],
    [{ from: '2026-01-01', to: '2026-04-03' }, true],
    [{ from: '2026-01-01', to: '2026-04-04' }, false],
    [{ from: '2026-12-01', to: '2026-11-30' }, false],
    [{ from: '2026-02-30', to: '2026-03-01' }, false],
    [{ to: '2026-11-30' }, false],
    [{ from: '2026-11-01', to: '2026-11-30', bank: 'A'.repeat(17) }, false],
    [{ from: '2026-11-01', to: '2026-11-30', page: '0' }, false],
  ])('%j is %s', (query, ok) => {
    expect(BankPaymentsQuerySchema.safeParse(query).success).toBe(ok);
  });

  it('reads a bank in capitals, an empty look-up as none, page 1 by default; the export as CSV by default', () => {
    expect(BankPaymentsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01', bank: ' hbl ', q: ' ' })).toEqual({ from: '2026-11-01', to: '2026-11-01', bank: 'HBL', page: 1 });
    expect(BankPaymentsExportQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01' }).format).toBe('csv');
    expect(BankPaymentsExportQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01', format: 'pdf' }).success).toBe(false);
  });

  it.each([
    ['101010000000001234', { consumerNumber: '101010000000001234' }],
    ['AB12CD', { tranAuthId: 'AB12CD' }],
    ['123456', { tranAuthId: '123456' }],
    ['12345', null],
    ['10101000000000123', null],
    ['AB-12C', null],
  ])('a look-up of %s names %j', (q, named) => {
    expect(lookupOf(q)).toEqual(named);
  });
});
