import { describe, expect, it } from 'vitest';
import { DEPT } from '../departments.js';
import { ROLE } from '../session.js';
import { insightsScope, insightsWindowStart, insightWeeks, kindsOfOffice, weekStart } from './rules.js';

describe('insightsScope', () => {
  it.each([
    ['a student', { ROLE: ROLE.STUDENT, D_ID: null }, null],
    ['nobody', null, null],
    ['staff without a department', { ROLE: ROLE.STAFF, D_ID: null }, null],
    ['the examination office', { ROLE: ROLE.STAFF, D_ID: DEPT.EXAMINATION }, 'all'],
    ['the treasurer', { ROLE: ROLE.STAFF, D_ID: DEPT.TREASURER }, 'all'],
    ['the card office', { ROLE: ROLE.STAFF, D_ID: DEPT.CARD_OFFICE }, DEPT.CARD_OFFICE],
    ['a library', { ROLE: ROLE.STAFF, D_ID: DEPT.MAIN_LIBRARY }, DEPT.MAIN_LIBRARY],
    ['an academic department', { ROLE: ROLE.STAFF, D_ID: 201 }, 201],
  ] as const)('%s → %s', (_who, user, scope) => {
    expect(insightsScope(user as never)).toBe(scope);
  });
});

describe('kindsOfOffice', () => {
  it.each([
    [DEPT.CARD_OFFICE, ['clearance', 'idcard']],
    [DEPT.TRANSPORT, ['transport']],
    [DEPT.TREASURER, ['clearance', 'endowment']],
    [DEPT.MAIN_LIBRARY, ['clearance']],
  ])('office %i decides %j', (d, kinds) => {
    expect(kindsOfOffice(d)).toEqual(kinds);
  });
});

describe('weeks of the chart', () => {
  it('start on Monday 00:00 UTC', () => {
    expect(weekStart(new Date('2026-03-18T12:00:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-03-16T00:00:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-03-22T23:59:59Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
  });

  it('are the last twelve, this week included, oldest first', () => {
    const now = new Date('2026-03-18T12:00:00Z');
    const weeks = insightWeeks(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2025-12-29');
    expect(weeks[11]).toBe('2026-03-16');
    expect(insightsWindowStart(now).toISOString()).toBe('2025-12-29T00:00:00.000Z');
  });
});
