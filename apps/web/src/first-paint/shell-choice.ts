import { ROLE } from '@portal/domain';
import { accessFor } from '../config/route-access';
import { userFromToken } from '../lib/token';

/**
 * What the page draws before the app's code runs: the student layout's header, the navigation bar of the
 * office, transport and administration layouts (`top-nav`), or nothing.
 */
export type FirstPaintShell = 'student' | 'top-nav' | null;

/**
 * The first paint of a page load (./first-paint.ts): the header of the layout the app is about to draw, on
 * every path the app draws a layout for. For a signed-in user that is every path but the public pages, the
 * screens without a layout (change password, two-factor sign-in) and paths no screen owns: the guard sends
 * each user from the login page and from other roles' screens to one of their own (app/guards/decide-redirect.ts,
 * a test holds the two together), so the layout drawn is the user's. Signed out, the page stays blank until the
 * app draws it.
 */
export function firstPaintShell(token: string | null, pathname: string, now = Date.now()): FirstPaintShell {
  const user = userFromToken(token, now);
  // A password or second factor to settle first: that screen alone shows, without a layout.
  if (!user || user.MUST_CHANGE_PASSWORD || user.MFA_ENROL_REQUIRED) return null;
  const access = accessFor(pathname);
  if (access === null || access === 'public' || access === 'user') return null;
  return user.ROLE === ROLE.STUDENT ? 'student' : 'top-nav';
}
