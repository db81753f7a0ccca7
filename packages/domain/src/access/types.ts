import { DEPT } from '../departments.js';
import { isSystemActor, type Actor, type SystemPrincipalName } from '../actor.js';
import { isAdmin, isHod, isItPerson, isStaff, isStudent } from '../session.js';

/**
 * Who may call a route. A rule lists principals; any match allows.
 * - `public`: anyone, no token needed.
 * - `user`: any signed-in user. `student`, `staff`: by role.
 * - `dept:N`: staff of department N. `hod`, `it`: by ROLE_DES flag.
 * - `clearance-staff`: staff of a department with clearance rows (every staff but the transport office).
 * - `dues-admin`: staff whose FM_ID is on the configured dues allow-list, or whom the administrator made one.
 * - `admin`: the portal's administrator (not staff: no staff or office rule lets them in).
 * - `system:NAME`: a system principal (the command line, a scheduled job, the bank's bill-payment network); no
 *   person's rule lets a system principal in, and no system principal's rule lets a person in.
 */
export type Principal =
  | 'public'
  | 'user'
  | 'student'
  | 'staff'
  | 'hod'
  | 'it'
  | 'clearance-staff'
  | 'dues-admin'
  | 'admin'
  | `dept:${number}`
  | `system:${SystemPrincipalName}`;

export type AccessRule = readonly Principal[];

/** `"METHOD /path"` (Fastify route url) → rule. */
export type AccessTable = Record<string, AccessRule>;

export interface AccessContext {
  duesAdminFmIds: readonly number[];
}

/** Whether `actor` (null when anonymous) satisfies `rule`. */
export function isAllowed(rule: AccessRule, actor: Actor | null, ctx: AccessContext): boolean {
  return rule.some((p) => {
    if (p === 'public') return true;
    if (!actor) return false;
    if (isSystemActor(actor)) return p === `system:${actor.system}`;
    const user = actor;
    switch (p) {
      case 'user':
        return true;
      case 'student':
        return isStudent(user);
      case 'staff':
        return isStaff(user);
      case 'hod':
        return isHod(user);
      case 'it':
        return isItPerson(user);
      case 'clearance-staff':
        return isStaff(user) && user.D_ID !== DEPT.TRANSPORT;
      case 'dues-admin':
        return isStaff(user) && (user.DUES_ADMIN === true || (user.FM_ID != null && ctx.duesAdminFmIds.includes(user.FM_ID)));
      case 'admin':
        return isAdmin(user);
      default:
        return p.startsWith('dept:') && isStaff(user) && user.D_ID === Number(p.slice(5));
    }
  });
}

export const accessKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
