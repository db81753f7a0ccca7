import { describe, expect, it } from 'vitest';
import { DEPT } from '../departments.js';
import { ROLE, type SessionUser } from '../session.js';
import { ALLOWED, refuse } from '../workflow/decision.js';
import { M } from '../message-codes.js';
import { authorizeCard, cardKindOfOffice, type CardAction, type CardRecord } from './policy.js';

const user = (over: Partial<SessionUser>): SessionUser => ({ ID: 1, ROLE: ROLE.STAFF, D_ID: null, STD_ID: null, ROLE_DES: '00', NM: 'x', USERNAME: 'x' }) as unknown as SessionUser & typeof over;
const staff = (dept: number) => ({ ...user({}), ROLE: ROLE.STAFF, D_ID: dept }) as SessionUser;
const student = (id: number) => ({ ...user({}), ROLE: ROLE.STUDENT, STD_ID: id }) as SessionUser;

describe('who may do what with cards', () => {
  it.each<[string, SessionUser, CardAction, CardRecord, number | true]>([
    ['the card office prints ID cards', staff(DEPT.CARD_OFFICE), 'print', { kind: 'id-card' }, true],
    ['the card office does not print passes', staff(DEPT.CARD_OFFICE), 'print', { kind: 'transport-pass' }, 403],
    ['the transport office prints passes', staff(DEPT.TRANSPORT), 'print', { kind: 'transport-pass' }, true],
    ['the transport office does not print ID cards', staff(DEPT.TRANSPORT), 'print', { kind: 'id-card' }, 403],
    ['the transport office revokes passes', staff(DEPT.TRANSPORT), 'revoke', { kind: 'transport-pass' }, true],
    ['the card office does not revoke passes', staff(DEPT.CARD_OFFICE), 'revoke', { kind: 'transport-pass' }, 403],
    ['another office prints nothing', staff(DEPT.EXAMINATION), 'print', { kind: 'id-card' }, 403],
    ['a student prints nothing', student(5), 'print', { kind: 'id-card' }, 403],
    ['a student sees their own card', student(5), 'view-digital', { kind: 'id-card', studentId: 5 }, true],
    ["a student does not see another's card", student(5), 'view-digital', { kind: 'id-card', studentId: 6 }, 403],
    ['staff do not see digital cards', staff(DEPT.CARD_OFFICE), 'view-digital', { kind: 'id-card', studentId: 5 }, 403],
  ])('%s', (_name, u, action, record, expected) => {
    const d = authorizeCard(u, action, record);
    if (expected === true) expect(d).toEqual(ALLOWED);
    else expect(d).toMatchObject({ allowed: false, status: expected, message: { code: expect.any(String), text: expect.any(String) } });
  });

  it('refuses with the shared decision and the office that handles the kind', () => {
    expect(authorizeCard(staff(DEPT.TRANSPORT), 'print', { kind: 'id-card' })).toEqual(refuse(403, M.cards.idCardsAreCardOffice));
    expect(authorizeCard(staff(DEPT.CARD_OFFICE), 'revoke', { kind: 'transport-pass' })).toEqual(refuse(403, M.cards.passesAreTransportOffice));
    expect(authorizeCard(student(5), 'view-digital', { kind: 'transport-pass', studentId: 6 })).toEqual(refuse(403, M.cards.ownCardOnly));
  });

  it.each([
    [staff(DEPT.CARD_OFFICE), 'id-card'],
    [staff(DEPT.TRANSPORT), 'transport-pass'],
    [staff(DEPT.EXAMINATION), null],
    [student(1), null],
    [null, null],
  ])('office kind %#', (u, kind) => expect(cardKindOfOffice(u)).toBe(kind));
});
