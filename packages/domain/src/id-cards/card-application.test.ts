import { describe, expect, it } from 'vitest';
import { STATUS } from '../statuses.js';
import { cardTypeForAttempt } from './cards.js';
import type { SessionUser } from '../session.js';
import { CARD_MSG, canApplyForCard, cardHasChallan, isOpenCardRequest, nextCardAttempt } from './card-application.js';
import { authorizeCardRequest } from './policy.js';
import { CardApplicationSchema } from './card-application-schema.js';
import { M } from '../message-codes.js';

const req = (REQ_STATUS: number, extra: { DELETED_AT?: Date | null; STUDENT_ID?: number } = {}) => ({ STUDENT_ID: 1, REQ_STATUS, DELETED_AT: null, ...extra });

describe('isOpenCardRequest', () => {
  it.each([
    [STATUS.SUBMITTED, true],
    [STATUS.IMAGE_NOT_CLEAR, true],
    [STATUS.INFO_MISSING, true],
    [STATUS.FEE_PENDING, true],
    [STATUS.FEE_PAID, true],
    [STATUS.DELIVERED, false],
    [STATUS.COMPLETE, false],
    [STATUS.REJECTED, false],
    [STATUS.CANCELLED, false],
    [STATUS.CLOSED, false],
  ])('status %i → open %s', (status, open) => expect(isOpenCardRequest(req(status))).toBe(open));

  it('a deleted request is not open', () => expect(isOpenCardRequest(req(STATUS.SUBMITTED, { DELETED_AT: new Date() }))).toBe(false));
});

describe('nextCardAttempt and the card type', () => {
  it.each([
    [[], 1, 1],
    [[req(STATUS.REJECTED)], 1, 1],
    [[req(STATUS.DELIVERED)], 2, 2],
    [[req(STATUS.DELIVERED), req(STATUS.COMPLETE)], 3, 3],
    [[req(STATUS.DELIVERED), req(STATUS.DELIVERED), req(STATUS.DELIVERED)], 4, 7],
    [[req(STATUS.DELIVERED), req(STATUS.DELIVERED), req(STATUS.DELIVERED), req(STATUS.DELIVERED)], 5, 7],
    [[req(STATUS.DELIVERED, { DELETED_AT: new Date() })], 1, 1],
  ])('%j → attempt %i, card type %i', (requests, attempt, type) => {
    expect(nextCardAttempt(requests)).toBe(attempt);
    expect(cardTypeForAttempt(attempt)).toBe(type);
  });
});

describe('canApplyForCard', () => {
  it.each([
    ['new', [], true, null],
    ['duplicate', [], false, M.card.noCardYet],
    ['new', [req(STATUS.DELIVERED)], false, M.card.alreadyHasCard],
    ['duplicate', [req(STATUS.DELIVERED)], true, null],
    ['new', [req(STATUS.SUBMITTED)], false, M.card.openRequest],
    ['duplicate', [req(STATUS.DELIVERED), req(STATUS.FEE_PENDING)], false, M.card.openRequest],
    ['new', [req(STATUS.REJECTED)], true, null],
  ] as const)('%s with %j → %s', (kind, requests, allowed, reason) => {
    const d = canApplyForCard(kind, [...requests]);
    expect(d.allowed).toBe(allowed);
    if (!d.allowed) expect(d.message).toEqual(reason);
  });
});

// Who may fix a request is the area's policy (authorizeCardRequest 'fix'): the same table.
describe('authorizeCardRequest: fix', () => {
  const studentNo = (STD_ID: number) => ({ ROLE: 'STDR', STD_ID, D_ID: null }) as unknown as SessionUser;
  it.each([
    [1, req(STATUS.IMAGE_NOT_CLEAR), true],
    [1, req(STATUS.INFO_MISSING), true],
    [1, req(STATUS.SUBMITTED), false],
    [1, req(STATUS.DELIVERED), false],
    [2, req(STATUS.IMAGE_NOT_CLEAR), false],
    [1, req(STATUS.IMAGE_NOT_CLEAR, { DELETED_AT: new Date() }), false],
  ])('student %i, %j → %s', (studentId, r, allowed) => expect(authorizeCardRequest(studentNo(studentId), 'fix', r).allowed).toBe(allowed));
});

describe('CardApplicationSchema', () => {
  const good = { S_CONTACT: '03001234567', F_CONTACT: '03217654321', B_GROUP: 'AB+', ADDRESS: 'House 4, Street 9, Lahore' };
  it('accepts a complete application', () => expect(CardApplicationSchema.parse(good)).toEqual(good));
  it.each([
    [{ S_CONTACT: '3001234567' }, CARD_MSG.contact],
    [{ F_CONTACT: '' }, CARD_MSG.guardianContact],
    [{ B_GROUP: 'C+' }, CARD_MSG.bloodGroup],
    [{ ADDRESS: ' ' }, CARD_MSG.address],
  ])('refuses %j with its message', (change, msg) => {
    const r = CardApplicationSchema.safeParse({ ...good, ...change });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(msg);
  });
});

describe('cardHasChallan', () => {
  it.each([[1, false], [2, true], [3, true], [7, true], [8, false]])('card type %i → %s', (t, has) => expect(cardHasChallan(t)).toBe(has));
});
