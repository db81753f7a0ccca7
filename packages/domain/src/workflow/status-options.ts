import { DEPT, isAcademicDept, isDepartmentalLibrary, isHostelDept } from '../departments.js';
import { STATUS, STATUS_NAMES } from '../statuses.js';
import { isHod, isItPerson, type SessionUser } from '../session.js';

const S = STATUS;
const CARD_STATUSES = [S.PENDING, S.VERIFYING, S.IN_PROGRESS, S.INFO_MISSING, S.SUBMITTED, S.IMAGE_NOT_CLEAR, S.FEE_PENDING, S.FEE_PAID, S.DELIVERED, S.COMPLETE, S.REJECTED, S.CANCELLED];
const CLEARANCE_COMMON = [S.PENDING, S.VERIFYING, S.IN_PROGRESS, S.INFO_MISSING, S.DOCUMENTS_PENDING, S.APPROVED, S.REJECTED];

/**
 * The statuses a staff user may pick (GET /api/admin/getrequeststatuslist): the card-office
 * and transport lists for cards, otherwise the department's clearance statuses.
 */
export function statusOptionIdsFor(user: SessionUser): number[] {
  const d = user.D_ID ?? 0;
  if (d === DEPT.CARD_OFFICE || d === DEPT.TRANSPORT) return CARD_STATUSES;
  if (d === DEPT.EXAMINATION) return [...CLEARANCE_COMMON, S.THESIS_MISSING, S.FINE_PENDING];
  if (d === DEPT.TREASURER) return [...CLEARANCE_COMMON, S.FEE_PENDING, S.DUES_PENDING, S.ANNUAL_DUES_PENDING, S.FINE_PENDING, S.FEE_PAID];
  if (d === DEPT.MAIN_LIBRARY) return [...CLEARANCE_COMMON, S.BOOKS_PENDING, S.FINE_PENDING, S.FORWARDED_PG_LIBRARY, S.FORWARDED_LIFE_SCIENCES_LIBRARY, S.FORWARDED_KSK_LIBRARY];
  if (isDepartmentalLibrary(d)) return [...CLEARANCE_COMMON, S.BOOKS_PENDING, S.FINE_PENDING];
  if (isHostelDept(d) || d === DEPT.HOSTELS_ADMIN) return [...CLEARANCE_COMMON, S.MESS_BILL_PENDING, S.ROOM_RENT_PENDING, S.DUES_PENDING, S.FINE_PENDING];
  // The HOD row: the IT person's and the HOD's statuses do not overlap, so the row's status
  // tells whose hands it is in (clearance/policy.ts).
  if (isAcademicDept(d) && isHod(user)) return [S.IN_PROGRESS, S.THESIS_MISSING, S.APPROVED, S.REJECTED, S.RETURNED_TO_IT];
  if (isAcademicDept(d) && isItPerson(user)) return [S.PENDING, S.VERIFYING, S.INFO_MISSING, S.DOCUMENTS_PENDING, S.FORWARDED_TO_HOD];
  return CLEARANCE_COMMON;
}

export const statusOptionsFor = (user: SessionUser) => statusOptionIdsFor(user).map((id) => ({ REQ_ID: id, REQ_DEF: STATUS_NAMES[id] }));
