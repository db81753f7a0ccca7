import { describe, expect, it } from 'vitest';
import { M } from '../message-codes.js';
import type { SessionUser } from '../session.js';
import { STATUS } from '../statuses.js';
import {
  allowsTransportApplication,
  isOwnTransportIdentity,
  isReplaceMode,
  transportActionFor,
  transportFormError,
  transportApplyRefusal,
  transportStatusColour,
} from './rules.js';

const jpg = (size = 1000, name = 'me.jpg') => ({ name, size });

describe('transportApplyRefusal', () => {
  it.each([
    ['no request yet', undefined, null],
    ['no request yet (50)', 50, null],
    ['last one delivered', STATUS.DELIVERED, null],
    ['one submitted', STATUS.SUBMITTED, M.common.alreadyAppliedTransport],
    ['one fee pending', STATUS.FEE_PENDING, M.common.alreadyAppliedTransport],
    ['one incomplete', STATUS.INCOMPLETE, M.common.alreadyIncompleteRequest],
  ])('%s', (_name, last, expected) => expect(transportApplyRefusal(last)).toEqual(expected));
});

describe('transportFormError (in order)', () => {
  it.each([
    ['no route', { stopId: 1, file: jpg() }, 'apply', M.common.routeNotSelected],
    ['route 0', { routeId: 0, stopId: 1, file: jpg() }, 'apply', M.common.routeNotSelected],
    ['no stop', { routeId: 1, file: jpg() }, 'apply', M.common.stopNotSelected],
    ['empty stop', { routeId: 1, stopId: '', file: jpg() }, 'apply', M.common.stopNotSelected],
    ['no image', { routeId: 1, stopId: 2 }, 'apply', M.common.imageNotSelected],
    ['empty image', { routeId: 1, stopId: 2, file: jpg(0) }, 'apply', M.common.imageNotSelected],
    ['already applied (5)', { routeId: 1, stopId: 2, file: jpg(), lastStatus: 5 }, 'apply', M.common.alreadyAppliedTransport],
    ['already applied (11)', { routeId: 1, stopId: 2, file: jpg(), lastStatus: 11 }, 'apply', M.common.alreadyAppliedTransport],
    ['incomplete (0)', { routeId: 1, stopId: 2, file: jpg(), lastStatus: 0 }, 'apply', M.common.alreadyIncompleteRequest],
    ['status before size', { routeId: 1, stopId: 2, file: jpg(60_000, 'x.png'), lastStatus: 7 }, 'apply', M.common.alreadyAppliedTransport],
    ['too large', { routeId: 1, stopId: 2, file: jpg(51_201), lastStatus: 50 }, 'apply', M.common.fileTooLarge],
    ['size before extension', { routeId: 1, stopId: 2, file: jpg(51_201, 'x.png') }, 'apply', M.common.fileTooLarge],
    ['not jpeg', { routeId: 1, stopId: 2, file: jpg(100, 'x.png') }, 'apply', M.common.onlyJpeg],
    ['re-submission ignores the last status', { routeId: 1, stopId: 2, file: jpg(), lastStatus: 6 }, 'resubmit', null],
    ['re-submission too large', { routeId: 1, stopId: 2, file: jpg(51_201) }, 'resubmit', M.common.fileTooLarge],
  ] as const)('%s', (_name, input, kind, expected) => {
    expect(transportFormError(input, kind)).toEqual(expected);
  });

  it.each([
    [50, null],
    [8, null],
    [undefined, null],
    [null, null],
  ])('LAST_TR_S %s allows applying', (lastStatus, expected) => {
    expect(transportFormError({ routeId: 1, stopId: 2, file: jpg(51_200, 'A.JPEG'), lastStatus }, 'apply')).toBe(expected);
  });
});

describe('small rules', () => {
  it.each([
    [50, true],
    [8, true],
    [null, true],
    [5, false],
    [6, false],
    [7, false],
    [11, false],
  ])('allowsTransportApplication(%s) = %s', (s, ok) => expect(allowsTransportApplication(s)).toBe(ok));

  it.each([
    ['REPLACE', true],
    ["'REPLACE'", true],
    ['"REPLACE"', true],
    ['replace', false],
    ['KEEP', false],
  ])('isReplaceMode(%s) = %s', (m, ok) => expect(isReplaceMode(m)).toBe(ok));

  it.each([
    [STATUS.IMAGE_NOT_CLEAR, 'edit'],
    [STATUS.FEE_PENDING, 'challan'],
    [STATUS.SUBMITTED, null],
    [STATUS.COMPLETE, null],
  ])('action for status %s is %s', (s, a) => expect(transportActionFor(s)).toBe(a));

  it.each([
    [STATUS.COMPLETE, 'green'],
    [STATUS.IN_PROGRESS, 'blue'],
    [STATUS.VERIFYING, 'blue'],
    [STATUS.FEE_PENDING, 'red'],
    [STATUS.INFO_MISSING, 'red'],
    [STATUS.IMAGE_NOT_CLEAR, 'red'],
    [STATUS.SUBMITTED, 'gray'],
  ])('student colour of status %s is %s', (s, c) => expect(transportStatusColour(s)).toBe(c));
});

const student = (STD_ID: number, extra: Partial<SessionUser> = {}): SessionUser => ({
  ID: 1,
  USERNAME: 's',
  ROLE: 'STDR',
  ROLE_DES: '',
  D_ID: null,
  D_NM: null,
  FM_ID: null,
  NM: 'S',
  ROLNO: '0001-BSCS-22',
  C_CODE: 2,
  MAJ_ID: 11,
  SE_ID: 22,
  YEAR: 2022,
  RN: 1,
  STD_ID,
  ...extra,
});
const staff = (D_ID: number): SessionUser => ({ ...student(0), ROLE: 'FMR', D_ID, ROLNO: null, C_CODE: null, SE_ID: null, STD_ID: null });

describe('policies', () => {
  it.each([
    ['own identity', { C_CODE: '2', SE_ID: '22', ROLNO: '0001-BSCS-22' }, true],
    ['numbers compare as text', { C_CODE: 2, SE_ID: 22, ROLNO: '0001-BSCS-22' }, true],
    ['another roll number', { C_CODE: '2', SE_ID: '22', ROLNO: '0002-BSCS-22' }, false],
    ['another session', { C_CODE: '2', SE_ID: '23', ROLNO: '0001-BSCS-22' }, false],
    ['another programme code', { C_CODE: '3', SE_ID: '22', ROLNO: '0001-BSCS-22' }, false],
  ])('isOwnTransportIdentity: %s', (_n, id, ok) => expect(isOwnTransportIdentity(student(7), id)).toBe(ok));

  it('staff have no transport identity', () => expect(isOwnTransportIdentity(staff(130), {})).toBe(false));

  // Re-submitting and the challan are the policy's (policy.test.ts).
});
