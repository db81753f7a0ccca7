import { describe, expect, it } from 'vitest';
import { homePathFor, roleDes, ROLE, type SessionUser } from '@portal/domain';
import { decideRedirect } from './decide-redirect';

const base: SessionUser = {
  ID: 1, USERNAME: 'u', ROLE: ROLE.STAFF, ROLE_DES: roleDes({}), D_ID: null, D_NM: null, FM_ID: null, NM: 'N',
  ROLNO: null, C_CODE: null, MAJ_ID: null, SE_ID: null, YEAR: null, RN: null, STD_ID: null,
};
const staff = (D_ID: number, extra: Partial<SessionUser> = {}): SessionUser => ({ ...base, D_ID, ...extra });
const student: SessionUser = { ...base, ROLE: ROLE.STUDENT, D_ID: 250, ROLNO: '2021-BS-1', C_CODE: 1, MAJ_ID: 2, SE_ID: 3, YEAR: 2021, RN: 1 };
const card = staff(101);
const exam = staff(102);
const transport = staff(130);
const hod = staff(250, { ROLE_DES: roleDes({ hod: true }) });
const admin: SessionUser = { ...base, ROLE: ROLE.ADMIN };

type Row = [name: string, user: SessionUser | null, path: string, expected: string | null, ctx?: { isDuesAdmin?: boolean }];

const table: Row[] = [
  // anonymous
  ['anonymous on /', null, '/', null],
  ['anonymous on /login', null, '/login', null],
  ['anonymous on a staff list', null, '/students-id-cards', '/login'],
  ['anonymous on /card-admin', null, '/card-admin', '/login'],
  ['anonymous on a student page', null, '/home', '/login'],
  ['anonymous on transport admin', null, '/transport-admin', '/login'],
  ['anonymous on event registration (public)', null, '/ewms-registration', null],
  ['anonymous on verification (public)', null, '/verify/ABC123', null],
  ['anonymous on an unknown path', null, '/nope', null],
  // signed in on the login page → first screen
  ['student on /login', student, '/login', '/home'],
  ['101 on /', card, '/', '/students-id-cards'],
  ['102 on /login', exam, '/login', '/clearance-certificate-requests'],
  ['transport on /login', transport, '/login', '/transport-admin'],
  // /card-admin per role
  ['student on /card-admin', student, '/card-admin', '/home'],
  ['101 on /card-admin', card, '/card-admin', null],
  ['102 on /card-admin', exam, '/card-admin', '/clearance-certificate-requests'],
  ['HOD on /card-admin', hod, '/card-admin', '/clearance-certificate-requests'],
  ['transport on /card-admin', transport, '/card-admin', '/transport-admin'],
  // card-office screens
  ['student on triplicate list', student, '/students-triplicate-id-cards', '/home'],
  ['student on delivered list', student, '/delivered-card-requests', '/home'],
  ['102 on new ID-card list', exam, '/students-id-cards', '/clearance-certificate-requests'],
  ['102 on student data tools', exam, '/manage-student-image', '/clearance-certificate-requests'],
  ['transport on ID-card list', transport, '/students-duplicate-id-cards', '/transport-admin'],
  ['101 on deleted records (the path keeps its historical spelling)', card, '/DeltedRecord/3', null],
  ['101 on deleted records (lower case)', card, '/deltedrecord/3', null],
  ['101 on edit form', card, '/student/42', null],
  ['101 on new intermediate students', card, '/new-inter-students', null],
  ['101 on Student Query Manager', card, '/student-query-manager', null],
  // all staff
  ['HOD on clearance list', hod, '/clearance-certificate-requests', null],
  ['101 on endowment list', card, '/endowment-requests', null],
  ['student on clearance list', student, '/clearance-certificate-requests', '/home'],
  ['transport on clearance list', transport, '/clearance-certificate-requests', '/transport-admin'],
  // dues
  ['dues admin on /card-dues', card, '/card-dues', null, { isDuesAdmin: true }],
  ['101 not on allow-list on /card-dues', card, '/card-dues', '/students-id-cards', { isDuesAdmin: false }],
  ['123 not on allow-list on /card-dues', staff(123), '/card-dues', '/clearance-certificate-requests'],
  ['student on /card-dues', student, '/card-dues', '/home', { isDuesAdmin: true }],
  // transport admin area
  ['transport on its pages', transport, '/add-bus-stop', null],
  ['101 on transport admin', card, '/transport-admin', '/students-id-cards'],
  ['student on transport admin', student, '/view-transport-route', '/home'],
  // student pages
  ['student on home', student, '/home', null],
  ['student on profile (trailing slash)', student, '/student-profile/', null],
  ['student on transport re-submit', student, '/student-transport-card-requests/update-transport-card-request/7', null],
  ['student on /Success1', student, '/Success1', null],
  ['101 on a student page', card, '/home', '/students-id-cards'],
  ['102 on a student page', exam, '/student-clearance-form', '/clearance-certificate-requests'],
  ['transport on a student page', transport, '/gcu-transport-apply-form', '/transport-admin'],
  // the administrator: the administration screens only
  ['administrator on /login', admin, '/login', '/admin'],
  ['administrator on the administration landing', admin, '/admin', null],
  ['administrator on a staff list', admin, '/clearance-certificate-requests', '/admin'],
  ['administrator on a card-office screen', admin, '/students-id-cards', '/admin'],
  ['administrator on the dues screen', admin, '/card-dues', '/admin', { isDuesAdmin: true }],
  ['administrator on transport admin', admin, '/transport-admin', '/admin'],
  ['administrator on a student page', admin, '/home', '/admin'],
  ['card office on administration', card, '/admin', '/students-id-cards'],
  ['HOD on administration', hod, '/admin', '/clearance-certificate-requests'],
  ['student on administration', student, '/admin', '/home'],
  ['anonymous on administration', null, '/admin', '/login'],
  // a one-time password is changed first; a required second factor turned on first
  ['a one-time password on a staff list', { ...card, MUST_CHANGE_PASSWORD: true }, '/students-id-cards', '/change-password'],
  ['a one-time password on /login', { ...student, MUST_CHANGE_PASSWORD: true }, '/login', '/change-password'],
  ['a one-time password on the change screen', { ...admin, MUST_CHANGE_PASSWORD: true }, '/change-password', null],
  ['a required second factor on administration', { ...admin, MFA_ENROL_REQUIRED: true }, '/admin/accounts', '/two-factor'],
  ['a required second factor on its screen', { ...admin, MFA_ENROL_REQUIRED: true }, '/two-factor', null],
  ['staff on change password', exam, '/change-password', null],
  ['anonymous on change password', null, '/change-password', '/login'],
  ['administrator on accounts', admin, '/admin/accounts', null],
  ['treasurer on accounts', staff(123), '/admin/accounts', '/clearance-certificate-requests'],
];

describe('decideRedirect', () => {
  it.each(table)('%s', (_name, user, path, expected, ctx) => {
    expect(decideRedirect(user, path, ctx)).toBe(expected);
  });

  it.each([student, card, exam, transport, hod, admin])('never redirects a user away from their own first screen (%#)', (u) => {
    expect(decideRedirect(u, homePathFor(u), { isDuesAdmin: true })).toBeNull();
    expect(decideRedirect(u, homePathFor(u), { isDuesAdmin: false })).toBeNull();
  });
});
