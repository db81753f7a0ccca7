import { DEPT } from '../departments.js';
import type { SessionUser } from '../session.js';
import { STATUS, STATUS_NAMES } from '../statuses.js';
import { statusOptionIdsFor } from '../workflow/status-options.js';

const S = STATUS;
/** The card office's clearance row: its card list has no Approved, so it gets its own list here. */
const CARD_OFFICE_CLEARANCE = [S.PENDING, S.VERIFYING, S.IN_PROGRESS, S.INFO_MISSING, S.FEE_PENDING, S.CARD_NOT_RETURNED, S.APPROVED, S.REJECTED];

/** The statuses a department may give its clearance row (GET /api/admin/getrequeststatuslist?for=clearance). */
export function clearanceStatusOptionIdsFor(user: Pick<SessionUser, 'ROLE' | 'ROLE_DES' | 'D_ID'>): number[] {
  if (user.D_ID === DEPT.CARD_OFFICE) return CARD_OFFICE_CLEARANCE;
  return statusOptionIdsFor(user as SessionUser);
}

export const clearanceStatusOptionsFor = (user: Pick<SessionUser, 'ROLE' | 'ROLE_DES' | 'D_ID'>) =>
  clearanceStatusOptionIdsFor(user).map((id) => ({ REQ_ID: id, REQ_DEF: STATUS_NAMES[id] }));
