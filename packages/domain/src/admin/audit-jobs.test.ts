import { describe, expect, it } from 'vitest';
import { AuditQuerySchema, pktDayEnd, pktDayStart } from './audit-search.js';
import { AUDIT_MSG } from './messages.js';
import { fillDays } from './mail-jobs.js';
import { MSG } from '../messages.js';

describe('AuditQuerySchema', () => {
  it.each([
    [{}, null],
    [{ actor: 'admin', entity: 'event', from: '2026-11-01', to: '2026-11-30', page: '2', pageSize: '50' }, null],
    [{ from: '2026-11-30', to: '2026-11-01' }, AUDIT_MSG.fromAfterTo],
    [{ from: '30-11-2026' }, AUDIT_MSG.badDate],
    [{ pageSize: '30' }, MSG.badPageSize],
    [{ page: '0' }, MSG.badPage],
    [{ entityId: 'x'.repeat(101) }, AUDIT_MSG.tooLong],
  ])('%j → %s', (query, message) => {
    const r = AuditQuerySchema.safeParse(query);
    expect(r.success ? null : r.error.issues[0].message).toBe(message);
  });

  it('reads empty values as no filter and defaults the page', () => {
    expect(AuditQuerySchema.parse({ actor: '', from: '' })).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('Pakistan days', () => {
  it('start at 19:00 UTC of the day before and last 24 hours', () => {
    expect(pktDayStart('2026-11-26')).toBe('2026-11-25T19:00:00.000Z');
    expect(pktDayEnd('2026-11-26')).toBe('2026-11-26T19:00:00.000Z');
  });
});

describe('fillDays', () => {
  it.each([
    ['before 19:00 UTC the Pakistan day is the same date', '2026-11-26T10:00:00Z', '2026-11-26'],
    ['after 19:00 UTC it is the next date', '2026-11-26T20:00:00Z', '2026-11-27'],
  ])('%s', (_, now, last) => {
    const days = fillDays(new Map([[last, 4]]), new Date(now), 3);
    expect(days).toHaveLength(3);
    expect(days[2]).toEqual({ day: last, sent: 4 });
    expect(days[0].sent).toBe(0);
  });
});
