import { describe, expect, it } from 'vitest';
import { ROLE, type SessionUser } from '@portal/domain';
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
const paths = [...Object.keys(ROUTE_ACCESS).map((p) => p.replace(/:[\w-]+/g, '7')), '/nowhere', '/HOME', '/home/'];

/** The layout the app draws for a session user on a path: the guard's redirect, then its target's layout. */
function layoutShown(user: SessionUser | null, path: string) {
  const target = decideRedirect(user, path) ?? path;
  const access = accessFor(target);
  return access ? layoutFor(access) : 'none';
}

describe('firstPaintShell', () => {
  it('draws the student header exactly where the app draws the student layout, for each kind of session', () => {
    for (const token of [student, staff, expired, oneTimePassword, admin, 'garbage', null])
      for (const path of paths) {
        const expected = layoutShown(userFromToken(token, NOW), path) === 'student' ? 'student' : null;
        expect(firstPaintShell(token, path, NOW), `${token?.slice(0, 12)} ${path}`).toBe(expected);
      }
  });

  it('draws it for a student on their screens and the screens the guard sends to /home, and nowhere else', () => {
    expect(firstPaintShell(student, '/home', NOW)).toBe('student');
    expect(firstPaintShell(student, '/login', NOW)).toBe('student');
    expect(firstPaintShell(student, '/students-id-cards', NOW)).toBe('student');
    expect(firstPaintShell(student, '/verify/abc', NOW)).toBeNull();
    expect(firstPaintShell(student, '/nowhere', NOW)).toBeNull();
    expect(firstPaintShell(staff, '/home', NOW)).toBeNull();
    expect(firstPaintShell(expired, '/home', NOW)).toBeNull();
    expect(firstPaintShell(null, '/home', NOW)).toBeNull();
  });
});
