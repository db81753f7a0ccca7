import { DEPT, isAcademicDept } from '../departments.js';
import { isHod, isItPerson, ROLE } from '../session.js';
import type { QueueEvent } from './events.js';

/** Who is told what. Pure; the server calls these inside the transaction of the change. */

export interface NoticeRowState {
  REQ_ID: number;
  COMMENT: string | null;
  VENUE: string | null;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

/** A clearance row tells its student when its status, comment or venue changes (a save of the same values tells no one). */
export function rowChangeNotifies(before: NoticeRowState, after: NoticeRowState): boolean {
  return before.REQ_ID !== after.REQ_ID || !same(before.COMMENT, after.COMMENT) || !same(before.VENUE, after.VENUE);
}

export interface RequestState {
  status: number;
  distributionDate?: string | null;
  venue?: string | null;
}

/** An ID-card, transport or endowment request tells its student when the status, distribution date or venue changes. */
export function requestChangeNotifies(before: RequestState, after: RequestState): boolean {
  return before.status !== after.status || !same(before.distributionDate, after.distributionDate) || !same(before.venue, after.venue);
}

/** A student gets mail when they have an address and kept email notifications on; in-app ones always. */
export function studentGetsMail(s: { EMAIL: string | null; EMAIL_NOTIFY: boolean }): boolean {
  return !!s.EMAIL?.trim() && s.EMAIL_NOTIFY;
}

/** The department whose queue a new request of each kind reaches (clearance: each department of its rows). */
export const QUEUE_DEPT: Record<Exclude<QueueEvent['request'], 'clearance'>, number> = {
  'id-card': DEPT.CARD_OFFICE,
  transport: DEPT.TRANSPORT,
  endowment: DEPT.TREASURER,
};

export interface StaffAccount {
  ROLE: string;
  ROLE_DES: string;
  D_ID: number | null;
  DISABLED: boolean;
}

/**
 * Whether a staff account sees its department's queue, hence its new-request notifications: staff of the
 * department; in academic departments only the HOD and the IT person (as the clearance list allows).
 */
export function seesDepartmentQueue(a: StaffAccount, dId: number): boolean {
  if (a.DISABLED || a.ROLE !== ROLE.STAFF || a.D_ID !== dId) return false;
  const u = { ROLE: ROLE.STAFF, ROLE_DES: a.ROLE_DES } as const;
  return !isAcademicDept(dId) || isHod(u) || isItPerson(u);
}
