import { describe, expect, it } from 'vitest';
import { roleDes } from '../session.js';
import { STATUS as S } from '../statuses.js';
import { clearanceRowDepartments } from './constants.js';
import { M, type Message } from '../message-codes.js';
import {
  authorizeClearance,
  type ChallanState,
  type ClearanceContext,
  canChangeChallan,
  canCreateChallan,
  canDeleteRequest,
  canRecordPayment,
  canSeeChallan,
  canSetStatus,
  dialogPermissions,
  overallStatus,
  type PolicyUser,
  type RowState,
  readOnlyReason,
} from './policy.js';

const staff = (D_ID: number, flags: { hod?: boolean; it?: boolean } = {}): PolicyUser => ({ ROLE: 'FMR', D_ID, ROLE_DES: roleDes(flags) });
const U = {
  card: staff(101),
  exam: staff(102),
  treasurer: staff(123),
  hostels: staff(405),
  hostel: staff(407),
  otherHostel: staff(408),
  library: staff(406),
  pg: staff(413),
  ks: staff(414),
  hod: staff(201, { hod: true }),
  it: staff(201, { it: true }),
  plain201: staff(201),
  otherHod: staff(202, { hod: true }),
  transport: staff(130),
  student: { ROLE: 'STDR', D_ID: null, ROLE_DES: '' } as PolicyUser,
};
/** Every row of a student of department 201 with PG library and hostel 407; `over` sets statuses. */
const rows = (over: Record<number, number> = {}): RowState[] =>
  clearanceRowDepartments({ libraryDept: 413, hostelDept: 407, academicDept: 201 }).map((D_ID) => ({ D_ID, REQ_ID: over[D_ID] ?? S.PENDING }));
const allApproved = (but: Record<number, number> = {}) =>
  rows(Object.fromEntries([101, 406, 413, 407, 405, 123, 201, 102].map((d) => [d, but[d] ?? S.APPROVED])));
const ch = (D_ID: number, PAID = 0, CHALLAN_TYPE = 1): ChallanState => ({ D_ID, PAID, CHALLAN_TYPE });
const unlocked = { locked: false };
const ctx = (user: PolicyUser, r: RowState[], challans: ChallanState[] = [], extra: Partial<ClearanceContext> = {}): ClearanceContext => ({
  user,
  rows: r,
  challans,
  lock: unlocked,
  ...extra,
});

describe('clearanceRowDepartments', () => {
  it.each([
    ['central library, no hostel', { libraryDept: 406, hostelDept: null, academicDept: 201 }, [101, 406, 123, 201, 102]],
    ['PG library, hostel 407', { libraryDept: 413, hostelDept: 407, academicDept: 201 }, [101, 406, 413, 407, 405, 123, 201, 102]],
    ['KSK library, hostel 412', { libraryDept: 415, hostelDept: 412, academicDept: 205 }, [101, 406, 415, 412, 405, 123, 205, 102]],
  ])('%s', (_n, a, expected) => expect(clearanceRowDepartments(a)).toEqual(expected));
});

describe('readOnlyReason', () => {
  it.each<[string, ClearanceContext, Message | null]>([
    ['own row pending: editable', ctx(U.hostels, rows()), null],
    ['no row for the department', ctx(U.otherHostel, rows()), M.clearance.noOwnRow],
    ['a student has no row', ctx(U.student, rows()), M.clearance.noOwnRow],
    ['academic staff that is neither HOD nor IT', ctx(U.plain201, rows()), M.clearance.noOwnRow],
    ['HOD of another department', ctx(U.otherHod, rows()), M.clearance.noOwnRow],
    ['card office with an unpaid card challan', ctx(U.card, rows(), [ch(101, 0, 8)]), M.clearance.readOnlyUnpaid],
    ['card office once the card challan is paid', ctx(U.card, rows(), [ch(101, 1000, 8)]), null],
    ['hostel with its own unpaid challan', ctx(U.hostel, rows(), [ch(407)]), M.clearance.readOnlyUnpaid],
    ['hostel with an unpaid challan of 405 only', ctx(U.hostel, rows(), [ch(405)]), null],
    ['hostels administration with its own unpaid challan (not in the list)', ctx(U.hostels, rows(), [ch(405)]), null],
    ['main library with an unpaid challan', ctx(U.library, rows(), [ch(406)]), M.clearance.readOnlyUnpaid],
    ['main library forwarded, PG library pending', ctx(U.library, rows({ 406: S.FORWARDED_PG_LIBRARY })), M.clearance.readOnlyMainLibraryForwarded],
    ['main library forwarded, PG library approved', ctx(U.library, rows({ 406: S.FORWARDED_PG_LIBRARY, 413: S.APPROVED })), null],
    ['main library forwarded, PG library rejected', ctx(U.library, rows({ 406: S.FORWARDED_PG_LIBRARY, 413: S.REJECTED })), null],
    ['PG library while the main library is pending', ctx(U.pg, rows()), M.clearance.readOnlyWaitingMainLibrary],
    ['PG library once forwarded', ctx(U.pg, rows({ 406: S.FORWARDED_PG_LIBRARY })), null],
    ['PG library once the main library approved', ctx(U.pg, rows({ 406: S.APPROVED })), null],
    ['PG library with its own unpaid challan', ctx(U.pg, rows({ 406: S.FORWARDED_PG_LIBRARY }), [ch(413)]), M.clearance.readOnlyUnpaid],
    ['IT person on a pending row', ctx(U.it, rows()), null],
    ['IT person on a returned row', ctx(U.it, rows({ 201: S.RETURNED_TO_IT })), null],
    ['IT person once forwarded to the HOD', ctx(U.it, rows({ 201: S.FORWARDED_TO_HOD })), M.clearance.readOnlyWithHod],
    ['IT person while the HOD has it In Progress', ctx(U.it, rows({ 201: S.IN_PROGRESS })), M.clearance.readOnlyWithHod],
    ['IT person while the HOD has it on Thesis Missing', ctx(U.it, rows({ 201: S.THESIS_MISSING })), M.clearance.readOnlyWithHod],
    ['IT person once the HOD approved', ctx(U.it, rows({ 201: S.APPROVED })), M.clearance.readOnlyHodApproved],
    ['IT person once the HOD rejected', ctx(U.it, rows({ 201: S.REJECTED })), M.clearance.readOnlyHodRejected],
    ['IT person on Verifying', ctx(U.it, rows({ 201: S.VERIFYING })), null],
    ['IT person after the examination office approved', ctx(U.it, allApproved()), M.clearance.readOnlyComplete],
    ['HOD before forwarding', ctx(U.hod, rows()), M.clearance.readOnlyHodNotForwarded],
    ['HOD once forwarded', ctx(U.hod, rows({ 201: S.FORWARDED_TO_HOD })), null],
    ['HOD on Thesis Missing', ctx(U.hod, rows({ 201: S.THESIS_MISSING })), null],
    ['HOD on approved', ctx(U.hod, rows({ 201: S.APPROVED })), M.clearance.readOnlyHodClosed],
    ['HOD on rejected', ctx(U.hod, rows({ 201: S.REJECTED })), M.clearance.readOnlyHodClosed],
    ['HOD on returned to IT', ctx(U.hod, rows({ 201: S.RETURNED_TO_IT })), M.clearance.readOnlyHodClosed],
    ['treasurer unlocked', ctx(U.treasurer, rows()), null],
    ['treasurer locked by the fee check', ctx(U.treasurer, rows(), [], { lock: { locked: true } }), M.clearance.readOnlyLocked],
    ['treasurer when the lock check failed', ctx(U.treasurer, rows(), [], { lock: { locked: false, failed: true } }), M.common.lockCheckFailed],
    ['treasurer without a lock answer', ctx(U.treasurer, rows(), [], { lock: null }), M.common.lockCheckFailed],
    ['a department after the examination office approved', ctx(U.hostels, allApproved()), M.clearance.readOnlyComplete],
    ['the examination office after its own approval', ctx(U.exam, allApproved()), null],
  ])('%s', (_n, c, expected) => expect(readOnlyReason(c)).toEqual(expected));
});

describe('canSetStatus', () => {
  const no = (message: Message) => ({ allowed: false as const, message });
  it.each<[string, ClearanceContext, { STATUS: number; COMMENT?: string }, true | { allowed: false; message: Message }]>([
    ['hostels approve with nothing unpaid', ctx(U.hostels, rows()), { STATUS: S.APPROVED }, true],
    ['rejection without a comment', ctx(U.hostels, rows()), { STATUS: S.REJECTED }, no(M.common.rejectionNeedsComment)],
    ['rejection with a blank comment', ctx(U.hostels, rows()), { STATUS: S.REJECTED, COMMENT: '   ' }, no(M.common.rejectionNeedsComment)],
    ['rejection with a comment', ctx(U.hostels, rows()), { STATUS: S.REJECTED, COMMENT: 'Room keys' }, true],
    ['approval with an unpaid challan of the group', ctx(U.hostels, rows(), [ch(407)]), { STATUS: S.APPROVED }, no(M.common.unpaidChallans)],
    ['approval with the group challan paid', ctx(U.hostels, rows(), [ch(407, 500)]), { STATUS: S.APPROVED }, true],
    ['approval with an unpaid challan of another group', ctx(U.hostels, rows(), [ch(406)]), { STATUS: S.APPROVED }, true],
    ['another status while a group challan is unpaid', ctx(U.hostels, rows(), [ch(405)]), { STATUS: S.DUES_PENDING }, true],
    [
      'treasurer approval with unpaid dues in the fee system',
      ctx(U.treasurer, rows(), [], { feeDuesUnpaid: true }),
      { STATUS: S.APPROVED },
      no(M.common.unpaidChallans),
    ],
    ['treasurer approval with its unpaid challan', ctx(U.treasurer, rows(), [ch(123)]), { STATUS: S.APPROVED }, no(M.common.unpaidChallans)],
    ['treasurer approval once its challan is paid', ctx(U.treasurer, rows(), [ch(123, 700)]), { STATUS: S.APPROVED }, true],
    ['treasurer approval, all clear', ctx(U.treasurer, rows()), { STATUS: S.APPROVED }, true],
    ['treasurer while locked', ctx(U.treasurer, rows(), [], { lock: { locked: true } }), { STATUS: S.APPROVED }, no(M.clearance.readOnlyLocked)],
    ['examination approval while others pending', ctx(U.exam, rows()), { STATUS: S.APPROVED }, no(M.common.pendingOtherDepartments)],
    [
      'examination approval with one row not approved',
      ctx(U.exam, allApproved({ 102: S.PENDING, 405: S.DUES_PENDING })),
      { STATUS: S.APPROVED },
      no(M.common.pendingOtherDepartments),
    ],
    ['examination approval when every other row is 9', ctx(U.exam, allApproved({ 102: S.PENDING })), { STATUS: S.APPROVED }, true],
    [
      'examination approval with any unpaid challan left',
      ctx(U.exam, allApproved({ 102: S.PENDING }), [ch(406)]),
      { STATUS: S.APPROVED },
      no(M.common.unpaidChallans),
    ],
    ['examination may set another status any time', ctx(U.exam, rows()), { STATUS: S.THESIS_MISSING }, true],
    ['a status outside the department list', ctx(U.hostels, rows()), { STATUS: S.FORWARDED_TO_HOD }, no(M.clearance.statusNotAllowed)],
    ['a row the user does not own', ctx(U.otherHostel, rows()), { STATUS: S.APPROVED }, no(M.clearance.noOwnRow)],
    ["main library forwards to the student's library", ctx(U.library, rows()), { STATUS: S.FORWARDED_PG_LIBRARY }, true],
    ['main library forwards to another library', ctx(U.library, rows()), { STATUS: S.FORWARDED_KSK_LIBRARY }, no(M.clearance.forwardWrongLibrary)],
    ['main library approves directly', ctx(U.library, rows()), { STATUS: S.APPROVED }, true],
    ['PG library before the main library acted', ctx(U.pg, rows()), { STATUS: S.APPROVED }, no(M.clearance.readOnlyWaitingMainLibrary)],
    ['PG library after forwarding', ctx(U.pg, rows({ 406: S.FORWARDED_PG_LIBRARY })), { STATUS: S.APPROVED }, true],
    ['IT person forwards to the HOD', ctx(U.it, rows()), { STATUS: S.FORWARDED_TO_HOD }, true],
    ['IT person may not approve', ctx(U.it, rows()), { STATUS: S.APPROVED }, no(M.clearance.statusNotAllowed)],
    ['HOD approves once forwarded', ctx(U.hod, rows({ 201: S.FORWARDED_TO_HOD })), { STATUS: S.APPROVED }, true],
    ['HOD returns to the IT person', ctx(U.hod, rows({ 201: S.FORWARDED_TO_HOD })), { STATUS: S.RETURNED_TO_IT }, true],
    ['HOD before forwarding', ctx(U.hod, rows()), { STATUS: S.APPROVED }, no(M.clearance.readOnlyHodNotForwarded)],
    ['card office approves', ctx(U.card, rows()), { STATUS: S.APPROVED }, true],
    ['card office with an unpaid card challan', ctx(U.card, rows(), [ch(101, 0, 8)]), { STATUS: S.APPROVED }, no(M.clearance.readOnlyUnpaid)],
  ])('%s', (_n, c, change, expected) => {
    const d = canSetStatus(c, change);
    if (expected === true) expect(d).toEqual({ allowed: true });
    else expect(d).toMatchObject(expected);
  });
});

describe('challan visibility', () => {
  it.each<[string, PolicyUser, ChallanState, boolean]>([
    ['card office sees type 8', U.card, ch(101, 0, 8), true],
    ['card office does not see a library challan', U.card, ch(406), false],
    ['hostel sees its own', U.hostel, ch(407), true],
    ['hostel sees 405', U.hostel, ch(405), true],
    ['hostels administration sees another hostel', U.hostels, ch(409), true],
    ['hostel does not see a library challan', U.hostel, ch(406), false],
    ['hostel does not see a card challan', U.hostel, ch(101, 0, 8), false],
    ['PG library sees main library challans', U.pg, ch(406), true],
    ['treasurer sees every challan', U.treasurer, ch(406), true],
    ['examination sees none', U.exam, ch(406), false],
    ['HOD sees none', U.hod, ch(406), false],
    ['a student sees none here', U.student, ch(406), false],
  ])('%s', (_n, u, c, expected) => expect(canSeeChallan(u, c)).toBe(expected));
});

describe('canCreateChallan', () => {
  it.each<[string, ClearanceContext, Message | true]>([
    ['hostel on a pending request', ctx(U.hostel, rows()), true],
    ['treasurer', ctx(U.treasurer, rows()), true],
    ['card office never', ctx(U.card, rows()), M.clearance.challanCardOffice],
    ['examination office has no challan group', ctx(U.exam, rows()), M.clearance.challanNoGroup],
    ['HOD has no challan group', ctx(U.hod, rows({ 201: S.FORWARDED_TO_HOD })), M.clearance.challanNoGroup],
    ['a department without a row', ctx(U.otherHostel, rows()), M.clearance.challanNotAllowed],
    ['PG library once the main library approved', ctx(U.pg, rows({ 406: S.APPROVED })), M.clearance.challanAfterMainApproved],
    ['PG library while forwarded', ctx(U.pg, rows({ 406: S.FORWARDED_PG_LIBRARY })), true],
    ['PG library before the main library acted', ctx(U.pg, rows()), M.clearance.readOnlyWaitingMainLibrary],
    ['a department that already approved', ctx(U.hostels, rows({ 405: S.APPROVED })), M.clearance.challanAfterApproval],
    ['after the clearance is complete', ctx(U.treasurer, allApproved()), M.clearance.readOnlyComplete],
  ])('%s', (_n, c, expected) => {
    const d = canCreateChallan(c);
    if (expected === true) expect(d.allowed).toBe(true);
    else expect(d).toMatchObject({ allowed: false, message: expected });
  });
});

describe('canDeleteRequest and the reasons of disabled dialog buttons', () => {
  it.each<[string, PolicyUser, Message | true]>([
    ['card office', U.card, true],
    ['examination office', U.exam, M.clearance.deleteRequestCardOffice],
    ['treasurer', U.treasurer, M.clearance.deleteRequestCardOffice],
    ['a student', U.student, M.clearance.deleteRequestCardOffice],
  ])('%s', (_n, u, expected) => {
    const d = canDeleteRequest(u);
    if (expected === true) expect(d.allowed).toBe(true);
    else expect(d).toMatchObject({ allowed: false, message: expected });
  });
  it('every control the dialog disables comes with its reason', () => {
    expect(dialogPermissions(ctx(U.exam, rows()))).toMatchObject({
      canCreateChallan: false,
      createChallanReason: M.clearance.challanNoGroup,
      deleteRequestReason: M.clearance.deleteRequestCardOffice,
    });
    expect(dialogPermissions(ctx(U.card, rows()))).toMatchObject({ createChallanReason: M.clearance.challanCardOffice, deleteRequestReason: null });
    expect(dialogPermissions(ctx(U.hostel, rows()))).toMatchObject({ canCreateChallan: true, createChallanReason: null });
  });
});

describe('canChangeChallan (edit, delete)', () => {
  it.each<[string, PolicyUser, ChallanState, Message | true]>([
    ['issuing department, unpaid', U.hostel, ch(407), true],
    ['issuing department, paid', U.hostel, ch(407, 300), M.clearance.challanPaid],
    ['another hostel of the group', U.hostels, ch(407), M.clearance.challanNotYours],
    ['card office on a card challan', U.card, ch(101, 0, 8), M.clearance.challanCardOffice],
    ['anyone on a card challan', U.treasurer, ch(101, 0, 8), M.clearance.challanCardOffice],
    ['treasurer on a library challan', U.treasurer, ch(406), M.clearance.challanNotYours],
  ])('%s', (_n, u, c, expected) => {
    const d = canChangeChallan(ctx(u, rows()), c);
    if (expected === true) expect(d.allowed).toBe(true);
    else expect(d).toMatchObject({ allowed: false, message: expected });
  });
});

describe('canRecordPayment (built-in: the treasurer is the cashier; HTTP: the fee system reports payments)', () => {
  it.each<[string, PolicyUser, ChallanState, 'builtin' | 'http' | null, Message | true]>([
    ['treasurer, a library challan', U.treasurer, ch(406), 'builtin', true],
    ['treasurer, a hostel challan', U.treasurer, ch(407), 'builtin', true],
    ['treasurer, a card challan', U.treasurer, ch(101, 0, 8), 'builtin', true],
    ["treasurer, its own group's challan (the cashier)", U.treasurer, ch(123), 'builtin', true],
    ['treasurer, already paid', U.treasurer, ch(406, 100), 'builtin', M.clearance.paymentAlreadyPaid],
    ['treasurer, its own challan already paid', U.treasurer, ch(123, 700), 'builtin', M.clearance.paymentAlreadyPaid],
    ['the issuing department (library)', U.library, ch(406), 'builtin', M.clearance.paymentNotTreasurer],
    ['the issuing department (hostel)', U.hostel, ch(407), 'builtin', M.clearance.paymentNotTreasurer],
    ['the issuing department (card office)', U.card, ch(101, 0, 8), 'builtin', M.clearance.paymentNotTreasurer],
    ['a student', U.student, ch(406), 'builtin', M.clearance.paymentNotTreasurer],
    ['HTTP fee system: treasurer, a library challan', U.treasurer, ch(406), 'http', M.clearance.paymentNotSupported],
    ['HTTP fee system: treasurer, its own challan', U.treasurer, ch(123), 'http', M.clearance.paymentNotSupported],
    ['HTTP fee system: the issuing department', U.library, ch(406), 'http', M.clearance.paymentNotTreasurer],
    ['fee system not known yet', U.treasurer, ch(406), null, M.clearance.paymentNotSupported],
  ])('%s', (_n, u, c, fee, expected) => {
    const d = canRecordPayment(u, c, fee);
    if (expected === true) expect(d.allowed).toBe(true);
    else expect(d).toMatchObject({ allowed: false, message: expected });
  });
});

describe('overallStatus', () => {
  it.each<[string, RowState[], number]>([
    ['all pending', rows(), S.PENDING],
    ['something moved', rows({ 101: S.APPROVED }), S.IN_PROGRESS],
    ['a rejection', rows({ 101: S.APPROVED, 406: S.REJECTED }), S.REJECTED],
    ['examination approved', allApproved(), S.APPROVED],
    ['every row but examination approved', allApproved({ 102: S.PENDING }), S.IN_PROGRESS],
  ])('%s', (_n, r, expected) => expect(overallStatus(r)).toBe(expected));
});

describe('authorizeClearance: a request that is not yours answers 404', () => {
  const notFound = { allowed: false, status: 404, message: M.common.notFound };
  const allowed = { allowed: true };
  const me = { ...U.student, STD_ID: 7 };
  const other = { ...U.student, STD_ID: 8 };
  const record = (challan?: ChallanState) => ({ STUDENT_ID: 7, rows: rows(), challan });
  const examChallan: ChallanState = { D_ID: 102, CHALLAN_TYPE: 1, PAID: 0 };
  it.each([
    ['the student, own request', me, 'view', record(), allowed],
    ["another student's request", other, 'view', record(), notFound],
    ['a department with a row on it', U.hostel, 'view', record(), allowed],
    ['a hostel without a row on it', U.otherHostel, 'view', record(), notFound],
    ['academic staff who is neither HOD nor IT', U.plain201, 'view', record(), notFound],
    ['the HOD of another department', U.otherHod, 'view', record(), notFound],
    ['the transport office', U.transport, 'view', record(), notFound],
    ["the treasurer, any office's challan", U.treasurer, 'see-challan', record(examChallan), allowed],
    ["the card office, the examination office's challan", U.card, 'see-challan', record(examChallan), notFound],
    ['the student, a challan of their own request', me, 'see-challan', record(examChallan), allowed],
  ] as const)('%s', (_n, user, action, rec, expected) => expect(authorizeClearance({ ...user, STD_ID: 'STD_ID' in user ? user.STD_ID : null }, action, rec)).toEqual(expected));
});
