import { ROLE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { decideRedirect } from '../app/guards/decide-redirect';
import { accessFor, layoutFor, ROUTE_ACCESS } from '../config/route-access';
import { userFromToken } from '../lib/token';
import { firstPaintShell } from './shell-choice';

const NOW = Date.UTC(2026, 10, 25);
const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const student = jwt({ ID: 1, ROLE: ROLE.STUDENT, ROLNO: '0001-BSCS-22', exp: NOW / 1000 + 3600 });
const staff = jwt({ ID: 2, ROLE: ROLE.STAFF, D_ID: 101, exp: NOW / 1000 + 3600 });
const expired = jwt({ ID: 1, ROLE: ROLE.STUDENT, exp: NOW / 1000 - 1 });
const oneTimePassword = jwt({ ID: 1, ROLE: ROLE.STUDENT, ROLNO: '0001-BSCS-22', MUST_CHANGE_PASSWORD: true, exp: NOW / 1000 + 3600 });
const admin = jwt({ ID: 3, ROLE: ROLE.ADMIN, exp: NOW / 1000 + 3600 });
const adminToEnrol = jwt({ ID: 3, ROLE: ROLE.ADMIN, MFA_ENROL_REQUIRED: true, exp: NOW / 1000 + 3600 });
const transport = jwt({ ID: 4, ROLE: ROLE.STAFF, D_ID: 130, exp: NOW / 1000 + 3600 });
const cardOffice = jwt({ ID: 5, ROLE: ROLE.STAFF, D_ID: 101, exp: NOW / 1000 + 3600 });
const paths = [...Object.keys(ROUTE_ACCESS).map((p) => p.replace(/:[\w-]+/g, '7')), '/nowhere', '/HOME', '/home/'];

/** The first paint of each layout: the navigation bar is the same in the office, transport and administration layouts. */
const SHELL_OF = { student: 'student', staff: 'top-nav', transport: 'top-nav', admin: 'top-nav', none: null } as const;

describe('firstPaintShell', () => {
  it("draws the header of exactly the layout the app draws, for each kind of session, on every screen's path", () => {
    for (const token of [student, staff, transport, cardOffice, expired, oneTimePassword, admin, adminToEnrol, 'garbage', null])
      for (const path of paths) {
        // The dues screens go by the staff member's profile, which the page does not know: either way, a staff layout.
        for (const isDuesAdmin of [false, true]) {
          const user = userFromToken(token, NOW);
          const target = decideRedirect(user, path, { isDuesAdmin }) ?? path;
          const access = accessFor(target);
          const expected = SHELL_OF[access ? layoutFor(access) : 'none'];
          expect(firstPaintShell(token, path, NOW), `${token?.slice(0, 12)} ${path}`).toBe(expected);
        }
      }
  });

  it('draws it for a student on their screens and the screens the guard sends to /home, and nowhere else', () => {
    expect(firstPaintShell(student, '/home', NOW)).toBe('student');
    expect(firstPaintShell(student, '/login', NOW)).toBe('student');
    expect(firstPaintShell(student, '/students-id-cards', NOW)).toBe('student');
    expect(firstPaintShell(student, '/verify/abc', NOW)).toBeNull();
    expect(firstPaintShell(student, '/nowhere', NOW)).toBeNull();
    expect(firstPaintShell(expired, '/home', NOW)).toBeNull();
    expect(firstPaintShell(null, '/home', NOW)).toBeNull();
  });

  it('draws the navigation bar for office, transport and administration users, wherever the guard sends them', () => {
    expect(firstPaintShell(staff, '/clearance-certificate-requests', NOW)).toBe('top-nav');
    expect(firstPaintShell(staff, '/home', NOW)).toBe('top-nav');
    expect(firstPaintShell(transport, '/transport-admin', NOW)).toBe('top-nav');
    expect(firstPaintShell(admin, '/admin', NOW)).toBe('top-nav');
    expect(firstPaintShell(adminToEnrol, '/admin', NOW)).toBeNull();
    expect(firstPaintShell(staff, '/verify/abc', NOW)).toBeNull();
    expect(firstPaintShell(staff, '/change-password', NOW)).toBeNull();
  });
});
