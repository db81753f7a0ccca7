import { type ChallanState, formatDateInput, type RowState, rowDepartmentName, STATUS_NAMES } from '@portal/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { challans, clearanceRequests, clearanceRows, departments, students } from '../../db/schema/index.js';
import { historyOf } from '../../lib/audit.js';

export type RequestRecord = typeof clearanceRequests.$inferSelect;
export type RowRecord = typeof clearanceRows.$inferSelect;
export type ChallanRecord = typeof challans.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A live (not deleted) request; `lock` takes a row lock for the rest of the transaction. */
export async function findRequest(db: DbOrTx, tId: number, lock = false): Promise<RequestRecord | null> {
  const q = db
    .select()
    .from(clearanceRequests)
    .where(and(eq(clearanceRequests.T_ID, tId), isNull(clearanceRequests.DELETED_AT)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findRequestOfStudent(db: DbOrTx, studentId: number): Promise<RequestRecord | null> {
  const [row] = await db
    .select()
    .from(clearanceRequests)
    .where(and(eq(clearanceRequests.STUDENT_ID, studentId), isNull(clearanceRequests.DELETED_AT)));
  return row ?? null;
}

/** The status rows of a request with department names, in progress-table order. */
export async function loadRows(db: DbOrTx, tId: number, lock = false) {
  const q = db
    .select({ row: clearanceRows, D_NM: departments.D_NM })
    .from(clearanceRows)
    .innerJoin(departments, eq(departments.D_ID, clearanceRows.D_ID))
    .where(eq(clearanceRows.T_ID, tId))
    .orderBy(asc(clearanceRows.ID));
  const rows = lock ? await q.for('update', { of: clearanceRows }) : await q;
  return rows.map((r) => ({ ...r.row, D_NM: r.D_NM }));
}

export async function loadChallans(db: DbOrTx, tId: number, lock = false) {
  const q = db
    .select({ c: challans, D_NM: departments.D_NM })
    .from(challans)
    .innerJoin(departments, eq(departments.D_ID, challans.D_ID))
    .where(eq(challans.T_ID, tId))
    .orderBy(asc(challans.CHALLAN_ID));
  const rows = lock ? await q.for('update', { of: challans }) : await q;
  return rows.map((r) => ({ ...r.c, D_NM: r.D_NM }));
}

export const toRowStates = (rows: RowRecord[]): RowState[] => rows.map((r) => ({ D_ID: r.D_ID, REQ_ID: r.REQ_ID }));
export const toChallanStates = (cs: ChallanRecord[]): ChallanState[] =>
  cs.map((c) => ({ CHALLAN_ID: c.CHALLAN_ID, D_ID: c.D_ID, CHALLAN_TYPE: c.CHALLAN_TYPE, PAID: c.PAID }));

/** A status row as the progress table shows it. */
export const rowAnswer = (r: RowRecord & { D_NM: string }) => ({
  D_ID: r.D_ID,
  D_NM: rowDepartmentName(r.D_ID, r.D_NM),
  REQ_ID: r.REQ_ID,
  REQ_DEF: STATUS_NAMES[r.REQ_ID] ?? '',
  VENUE: r.VENUE,
  COMMENT: r.COMMENT,
  DATE: iso(r.DATE),
  VERSION: r.VERSION,
});

/** A challan as the challan table and downloadChallan show it. */
export const challanAnswer = (c: ChallanRecord & { D_NM: string }, req: Pick<RequestRecord, 'STD_NAME' | 'STD_ROLLNO'>) => ({
  CHALLAN_ID: c.CHALLAN_ID,
  D_ID: c.D_ID,
  D_NM: c.D_NM,
  DES: c.DES,
  BAL: c.BAL,
  DUE_DT: formatDateInput(c.DUE_DT),
  PAID: c.PAID,
  PAID_AT: iso(c.PAID_AT),
  CHALLAN_TYPE: c.CHALLAN_TYPE,
  T_ID: c.T_ID,
  STD_NAME: req.STD_NAME,
  ROLLNO: req.STD_ROLLNO,
});

/** The request as GET /api/clearance-requests/{T_ID} answers it (data[0][0]). */
export const requestAnswer = (r: RequestRecord) => ({
  T_ID: r.T_ID,
  CLR_ID: r.CLR_ID,
  C_CODE: r.C_CODE,
  MAJ_ID: r.MAJ_ID,
  SE_ID: r.SE_ID,
  YEAR: r.YEAR,
  RN: r.RN,
  STD_ROLLNO: r.STD_ROLLNO,
  STD_NAME: r.STD_NAME,
  F_NAME: r.F_NAME,
  PH1: r.PH1,
  PH2: r.PH2,
  DEPT: r.DEPT,
  CLASS: r.CLASS,
  SESSION: r.SESSION,
  PRINTTITLE: r.PRINTTITLE,
  ADDRESS: r.ADDRESS,
  MAIL_ADDRESS: r.MAIL_ADDRESS,
  HOSTEL_NAME: r.HOSTEL_NAME,
  LIB_NAME: r.LIB_NAME,
  REASON: r.REASON,
  STD_CARD_POSSESSION: r.STD_CARD_POSSESSION,
  APPLY_DATE: r.APPLY_DATE.toISOString(),
  REQ_ID: r.REQ_STATUS,
  REQ_STATUS: r.REQ_STATUS,
  REQ_DEF: STATUS_NAMES[r.REQ_STATUS] ?? '',
  ROWS_APPROVED: r.ROWS_APPROVED,
  ROWS_TOTAL: r.ROWS_TOTAL,
  VERIFY_CODE: r.VERIFY_CODE,
});

export const CLEARANCE_ENTITIES = ['clearance_request', 'clearance_row', 'challan'] as const;

/** The change history of a request, newest first. */
export async function loadHistory(db: DbOrTx, tId: number) {
  const rows = await historyOf(db, CLEARANCE_ENTITIES, tId, { limit: 200 });
  return rows.map((h) => ({
    ID: h.ID,
    AT: h.AT.toISOString(),
    ACTOR: h.ACTOR_NAME,
    ENTITY: h.ENTITY,
    ACTION: h.ACTION,
    // The audit keeps each change's fields as a JSON object.
    BEFORE: (h.BEFORE ?? null) as Record<string, unknown> | null,
    AFTER: (h.AFTER ?? null) as Record<string, unknown> | null,
  }));
}

/** The student row of a signed-in student (STD_ID in the session). */
export async function findStudent(db: DbOrTx, studentId: number | null) {
  if (studentId == null) return null;
  const [s] = await db.select().from(students).where(eq(students.ID, studentId));
  return s ?? null;
}
