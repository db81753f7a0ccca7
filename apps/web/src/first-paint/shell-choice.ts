import { ROLE } from '@portal/domain';
import { accessFor } from '../config/route-access';
import { userFromToken } from '../lib/token';

/** What the page draws before the app's code runs: the student layout's header, or nothing. */
export type FirstPaintShell = 'student' | null;

/**
 * The first paint of a page load (./first-paint.ts): a signed-in student gets the student layout's header on
 * every screen the layout wraps, which for a student is every screen but the public pages and paths no screen
 * owns (the guard sends them from the login and staff screens to /home, app/guards/decide-redirect.ts; a test
 * holds the two together). Everyone else's page stays blank until the app draws it, as before.
 */
export function firstPaintShell(token: string | null, pathname: string, now = Date.now()): FirstPaintShell {
  const user = userFromToken(token, now);
  // A student holding a one-time password sees only the change-password screen, which has no layout.
  if (user?.ROLE !== ROLE.STUDENT || user.MUST_CHANGE_PASSWORD) return null;
  const access = accessFor(pathname);
  return access === null || access === 'public' || access === 'user' ? null : 'student';
}
