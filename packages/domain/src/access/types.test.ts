import { describe, expect, it } from 'vitest';
import { isAllowed, type AccessRule } from './types.js';
import { roleDes, type SessionUser } from '../session.js';
import { systemActor, type Actor } from '../actor.js';

const base: SessionUser = { ID: 1, USERNAME: 'u', ROLE: 'FMR', ROLE_DES: roleDes({}), D_ID: 101, D_NM: 'Card Office', FM_ID: 1001, NM: 'N', ROLNO: null, C_CODE: null, MAJ_ID: null, SE_ID: null, YEAR: null, RN: null, STD_ID: null };
const student: SessionUser = { ...base, ROLE: 'STDR', D_ID: 201, FM_ID: null, ROLNO: '0001-BSCS-22', STD_ID: 5 };
const staff = (D_ID: number, extra: Partial<SessionUser> = {}): SessionUser => ({ ...base, D_ID, FM_ID: 5000, ...extra });
const ctx = { duesAdminFmIds: [1001] };

describe('isAllowed', () => {
  const bank = systemActor('bank');
  const cases: [string, AccessRule, Actor | null, boolean][] = [
    ['public lets anonymous in', ['public'], null, true],
    ['user refuses anonymous', ['user'], null, false],
    ['user lets a student in', ['user'], student, true],
    ['student refuses staff', ['student'], staff(101), false],
    ['staff refuses a student', ['staff'], student, false],
    ['dept:101 lets the card office in', ['dept:101'], staff(101), true],
    ['dept:101 refuses the treasurer', ['dept:101'], staff(123), false],
    ['dept:101 refuses a student of department 101', ['dept:101'], { ...student, D_ID: 101 }, false],
    ['hod by ROLE_DES flag 20', ['hod'], staff(201, { ROLE_DES: roleDes({ hod: true }) }), true],
    ['it by flag 3', ['it'], staff(201, { ROLE_DES: roleDes({ it: true }) }), true],
    ['HOD wins over IT', ['it'], staff(201, { ROLE_DES: roleDes({ it: true, hod: true }) }), false],
    ['clearance staff excludes transport', ['clearance-staff'], staff(130), false],
    ['clearance staff includes hostels', ['clearance-staff'], staff(407), true],
    ['dues admin by FM_ID', ['dues-admin'], staff(101, { FM_ID: 1001 }), true],
    ['dues admin refuses other FM_IDs', ['dues-admin'], staff(101, { FM_ID: 7 }), false],
    ['any principal of the list', ['dept:102', 'student'], student, true],
    ['admin lets the administrator in', ['admin'], { ...base, ROLE: 'ADM', D_ID: null, FM_ID: null }, true],
    ['admin refuses staff', ['admin'], staff(101), false],
    ['admin refuses a student', ['admin'], student, false],
    ['staff refuses the administrator', ['staff'], { ...base, ROLE: 'ADM', D_ID: null }, false],
    ['an office refuses the administrator whatever office the account names', ['dept:101'], { ...base, ROLE: 'ADM', D_ID: 101 }, false],
    ['user lets the administrator in', ['user'], { ...base, ROLE: 'ADM' }, true],
    ['dues admin made by the administrator', ['dues-admin'], staff(102, { FM_ID: 7, DUES_ADMIN: true }), true],
    ['dues admin flag grants nothing to a student', ['dues-admin'], { ...student, DUES_ADMIN: true }, false],
    ['a system principal is let in by its own name', ['system:bank'], bank, true],
    ['a system principal is refused by another system name', ['system:scheduler'], bank, false],
    ['no person rule lets a system principal in', ['user', 'staff', 'admin', 'dept:101', 'clearance-staff'], bank, false],
    ['a system rule lets no person in', ['system:bank'], { ...base, ROLE: 'ADM' }, false],
    ['public lets a system principal in', ['public'], bank, true],
  ];
  it.each(cases)('%s', (_name, rule, user, expected) => {
    expect(isAllowed(rule, user, ctx)).toBe(expected);
  });
});
