import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../session.js';
import { sessionUser } from '../test/session-user.js';
import { ID_CARD_MSG } from './messages.js';
import { M } from '../message-codes.js';
import { STATUS } from '../statuses.js';
import {
  authorizeCardRequest,
  authorizeIdCard,
  canViewPhoto,
  checkFormMatchesRequest,
  checkIdentityMatches,
  checkStatusAllowed,
  deletesPhotoOnSave,
  editFormReturnPath,
  formCallFor,
} from './policy.js';
import { listMembership, listTypeOf, statusIdsMatching } from './lists.js';

const staff = (D_ID: number): SessionUser => sessionUser({ USERNAME: 's', D_ID, D_NM: 'x', FM_ID: 9, NM: 'S' });
const student = (ROLNO: string): SessionUser => ({
  ...staff(201),
  ROLE: 'STDR',
  FM_ID: null,
  ROLNO,
  C_CODE: 2,
  MAJ_ID: 11,
  SE_ID: 22,
  YEAR: 2022,
  RN: 1,
  STD_ID: 201,
});

describe('checkFormMatchesRequest', () => {
  const cases: [string, number, number | undefined, string | null][] = [
    ['normal form edits a new card', 1, undefined, null],
    ['normal form refuses a duplicate', 2, undefined, ID_CARD_MSG.formDoesNotMatch],
    ['dup form REQ_TYPE 2 edits a duplicate', 2, 2, null],
    ['dup form REQ_TYPE 3 edits a triplicate', 3, 3, null],
    ['dup form REQ_TYPE 7 edits a quadruplicate', 7, 7, null],
    ['dup form REQ_TYPE 8 edits a clearance card', 8, 8, null],
    ['dup form REQ_TYPE 3 refuses a duplicate', 2, 3, ID_CARD_MSG.formDoesNotMatch],
    ['dup form REQ_TYPE 1 refuses even a new card', 1, 1, ID_CARD_MSG.formDoesNotMatch],
  ];
  it.each(cases)('%s', (_n, cardType, reqType, expected) => expect(checkFormMatchesRequest({ CARD_TYPE: cardType }, reqType)?.text ?? null).toBe(expected));
});

describe('checkIdentityMatches', () => {
  const s = { ROLNO: '0001-BSCS-22', C_CODE: 2, SE_ID: 22, MAJ_ID: 11, YEAR: 2022, RN: 1 };
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['nothing given', {}, null],
    ['all match', { ...s }, null],
    ['roll number in another case', { ROLNO: '0001-bscs-22' }, null],
    ['another roll number', { ROLNO: '0002-BSCS-22' }, ID_CARD_MSG.studentDoesNotMatch],
    ['another major', { MAJ_ID: 12 }, ID_CARD_MSG.studentDoesNotMatch],
    ['another RN', { RN: 2 }, ID_CARD_MSG.studentDoesNotMatch],
  ];
  it.each(cases)('%s', (_n, given, expected) => expect(checkIdentityMatches(given, s)?.text ?? null).toBe(expected));
});

describe('checkStatusAllowed', () => {
  const cases: [string, number, number, string | null][] = [
    ['card office may set Delivered', 101, 8, null],
    ['card office may set Image Not Clear', 101, 6, null],
    ['card office may not set Forwarded to HOD', 101, 28, ID_CARD_MSG.unknownStatus],
    ['card office may not set an unknown id', 101, 99, ID_CARD_MSG.unknownStatus],
  ];
  it.each(cases)('%s', (_n, dept, status, expected) => expect(checkStatusAllowed(staff(dept), status)?.text ?? null).toBe(expected));
});

describe('canViewPhoto', () => {
  const owner = { ROLNO: '0001-BSCS-22' };
  const cases: [string, SessionUser | null, boolean][] = [
    ['card office', staff(101), true],
    ['transport office', staff(130), true],
    ['treasurer', staff(123), false],
    ['the student it belongs to', student('0001-BSCS-22'), true],
    ['another student', student('0002-BSCS-22'), false],
    ['anonymous', null, false],
  ];
  it.each(cases)('%s', (_n, user, expected) => expect(canViewPhoto(user, owner)).toBe(expected));
});

describe('authorizeCardRequest', () => {
  const mine = { STUDENT_ID: 7, REQ_STATUS: STATUS.IMAGE_NOT_CLEAR };
  const me = { ...student('0007-BSCS-22'), STD_ID: 7 };
  const other = { ...student('0008-BSCS-22'), STD_ID: 8 };
  const notFound = { allowed: false, status: 404, message: M.common.notFound };
  it.each([
    ['view: their own', me, 'view', mine, { allowed: true }],
    ["view: another student's", other, 'view', mine, notFound],
    ['view: their own, deleted', me, 'view', { ...mine, DELETED_AT: '2026-01-01' }, notFound],
    ['fix: their own in Image Not Clear', me, 'fix', mine, { allowed: true }],
    ['fix: their own once Submitted', me, 'fix', { ...mine, REQ_STATUS: STATUS.SUBMITTED }, { allowed: false, status: 409, message: M.card.notEditable }],
    ["fix: another student's", other, 'fix', mine, notFound],
    ['download-challan: the card office, any', staff(101), 'download-challan', mine, { allowed: true }],
    ["download-challan: another student's", other, 'download-challan', mine, notFound],
  ] as const)('%s', (_n, user, action, r, expected) => expect(authorizeCardRequest(user, action, r)).toEqual(expected));
});

describe('authorizeIdCard: view-photo', () => {
  const owner = { ROLNO: '0001-BSCS-22' };
  it.each([
    ['card office', staff(101), { allowed: true }],
    ['the student it belongs to', student('0001-BSCS-22'), { allowed: true }],
    ['another student: as a photo that does not exist', student('0002-BSCS-22'), { allowed: false, status: 404, message: M.idCard.imageNotFound }],
    ['the treasurer: not an office that sees photos', staff(123), { allowed: false, status: 403, message: M.idCard.notYourPhoto }],
  ] as const)('%s', (_n, user, expected) => expect(authorizeIdCard(user, 'view-photo', owner)).toEqual(expected));
});

describe('lists and forms', () => {
  it('card-type lists exclude delivered requests; the delivered list is status 8 of any type', () => {
    expect(listMembership(2)).toEqual({ cardType: 2, status: null, excludeStatus: 8 });
    expect(listMembership(5)).toEqual({ cardType: null, status: 8, excludeStatus: null });
    expect(listTypeOf({ CARD_TYPE: 3, REQ_STATUS: 8 })).toBe(5);
    expect(listTypeOf({ CARD_TYPE: 3, REQ_STATUS: 1 })).toBe(3);
  });
  it('status filter text becomes status ids', () => {
    expect(statusIdsMatching('deliv')).toEqual([8]);
    expect(statusIdsMatching('PENDING')).toContain(1);
    expect(statusIdsMatching('zzz')).toEqual([]);
  });
  it('status 6 deletes the photo, no other does', () => {
    expect([0, 1, 5, 6, 8, 10].filter(deletesPhotoOnSave)).toEqual([6]);
  });
  it('edit forms return to their lists and use their calls', () => {
    expect(editFormReturnPath(1)).toBe('/card-admin');
    expect(editFormReturnPath(2)).toBe('/students-duplicate-id-cards');
    expect(editFormReturnPath(3)).toBe('/students-triplicate-id-cards');
    expect(formCallFor(1)).toEqual({ path: '/api/admin/update-idcard-request-form' });
    expect(formCallFor(7)).toEqual({ path: '/api/admin/update-dup-idcard-request-form', REQ_TYPE: 7 });
  });
});
