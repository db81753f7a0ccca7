import { describe, expect, it } from 'vitest';
import { STATUS } from '../statuses.js';
import type { SessionUser } from '../session.js';
import { EFT_MSG, canDecideEndowment, eftEligibility, isScheduleLive, schedulesOverlap } from './endowment.js';
import { EftApplicationSchema, EftDecisionSchema, EftScheduleSchema } from './endowment-schemas.js';
import { M } from '../message-codes.js';
import { MSG } from '../messages.js';

const now = new Date('2026-03-10T10:00:00Z');

describe('eftEligibility', () => {
  it.each([
    [{ C_CODE: 2, YEAR: 2023, appliedInLiveSchedule: false }, true, null],
    [{ C_CODE: 3, YEAR: 2025, appliedInLiveSchedule: false }, true, null],
    [{ C_CODE: 1, YEAR: 2024, appliedInLiveSchedule: false }, false, M.eft.intermediate],
    [{ C_CODE: 2, YEAR: 2026, appliedInLiveSchedule: false }, false, M.eft.firstYear],
    [{ C_CODE: 2, YEAR: 2023, appliedInLiveSchedule: true }, false, M.eft.alreadyApplied],
  ])('%j → %s', (facts, allowed, reason) => {
    const d = eftEligibility(facts, now);
    expect(d.allowed).toBe(allowed);
    if (!d.allowed) expect(d.message).toEqual(reason);
  });
});

describe('isScheduleLive and schedulesOverlap', () => {
  const s = { OPENS_AT: '2026-03-01T00:00:00Z', CLOSES_AT: '2026-03-31T00:00:00Z' };
  it.each([
    [s, true],
    [{ ...s, CLOSES_AT: '2026-03-10T10:00:00Z' }, false],
    [{ ...s, OPENS_AT: '2026-03-10T10:00:01Z' }, false],
    [null, false],
  ])('%j live → %s', (sched, live) => expect(isScheduleLive(sched, now)).toBe(live));
  it.each([
    [{ OPENS_AT: '2026-03-30T00:00:00Z', CLOSES_AT: '2026-04-10T00:00:00Z' }, true],
    [{ OPENS_AT: '2026-03-31T00:00:00Z', CLOSES_AT: '2026-04-10T00:00:00Z' }, false],
    [{ OPENS_AT: '2026-02-01T00:00:00Z', CLOSES_AT: '2026-03-01T00:00:00Z' }, false],
  ])('%j overlaps → %s', (other, overlaps) => expect(schedulesOverlap(s, other)).toBe(overlaps));
});

describe('schemas', () => {
  it('coerces form fields of an application', () => {
    expect(EftApplicationSchema.parse({ HOUSEHOLD_INCOME: '45000', DEPENDANTS: '5', GUARDIAN_OCCUPATION: 'Farmer', REASON: 'My father lost his job this year.' })).toMatchObject({ HOUSEHOLD_INCOME: 45000, DEPENDANTS: 5 });
  });
  it.each([
    [{ HOUSEHOLD_INCOME: '-1' }, EFT_MSG.income],
    [{ HOUSEHOLD_INCOME: 'abc' }, EFT_MSG.income],
    [{ DEPENDANTS: '31' }, EFT_MSG.dependants],
    [{ REASON: 'too short' }, EFT_MSG.reason],
    [{ GUARDIAN_OCCUPATION: '' }, EFT_MSG.occupation],
  ])('refuses %j', (change, msg) => {
    const r = EftApplicationSchema.safeParse({ HOUSEHOLD_INCOME: '1', DEPENDANTS: '1', GUARDIAN_OCCUPATION: 'Farmer', REASON: 'x'.repeat(25), ...change });
    expect(r.error?.issues[0].message).toBe(msg);
  });
  it('needs a comment to reject and a listed status', () => {
    expect(EftDecisionSchema.safeParse({ STATUS: STATUS.REJECTED, COMMENT: '' }).error?.issues[0].message).toBe(MSG.rejectionNeedsComment);
    expect(EftDecisionSchema.safeParse({ STATUS: STATUS.DELIVERED }).success).toBe(false);
    expect(EftDecisionSchema.parse({ STATUS: STATUS.APPROVED })).toEqual({ STATUS: 9, COMMENT: '' });
  });
  it('needs a schedule to close after it opens', () => {
    expect(EftScheduleSchema.safeParse({ TITLE: 'Spring', OPENS_AT: '2026-03-02', CLOSES_AT: '2026-03-01' }).error?.issues[0].message).toBe(EFT_MSG.scheduleDates);
  });
});

describe('canDecideEndowment', () => {
  const u = (ROLE: 'STDR' | 'FMR', D_ID: number | null) => ({ ROLE, D_ID }) as SessionUser;
  it.each([[u('FMR', 123), true], [u('FMR', 101), false], [u('STDR', 123), false], [null, false]])('%j → %s', (user, allowed) => expect(canDecideEndowment(user)).toBe(allowed));
});
