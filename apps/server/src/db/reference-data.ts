import { sql } from 'drizzle-orm';
import { OFFICE_NAMES, HOSTEL_DEPTS, LIBRARY_DEPTS, DEPT, STATUS_NAMES, DEFAULT_DUES, amountWords, CHALLAN_HEADS } from '@portal/domain';
import type { Db } from './client.js';
import { cardDues, challanHeads, departments, majors, requestStatuses } from './schema/index.js';
import { ACADEMIC_DEPARTMENTS, MAJORS } from './academics.js';

function kindOf(id: number): string {
  if ((HOSTEL_DEPTS as readonly number[]).includes(id) || id === DEPT.HOSTELS_ADMIN) return 'hostel';
  if ((LIBRARY_DEPTS as readonly number[]).includes(id)) return 'library';
  if (id === DEPT.TRANSPORT) return 'transport';
  return 'office';
}

/** Offices, academic departments and programmes, the status catalogue and card dues every database needs; idempotent, run at every start. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(departments)
    .values(Object.entries(OFFICE_NAMES).map(([id, name]) => ({ D_ID: Number(id), D_NM: name, KIND: kindOf(Number(id)) })))
    .onConflictDoUpdate({ target: departments.D_ID, set: { D_NM: sql`excluded.d_nm`, KIND: sql`excluded.kind` } });
  await db
    .insert(requestStatuses)
    .values(Object.entries(STATUS_NAMES).map(([id, name]) => ({ REQ_ID: Number(id), REQ_DEF: name })))
    .onConflictDoUpdate({ target: requestStatuses.REQ_ID, set: { REQ_DEF: sql`excluded.req_def` } });
  await db.insert(departments).values(ACADEMIC_DEPARTMENTS.map((d) => ({ ...d, KIND: 'academic' }))).onConflictDoNothing();
  await db.insert(majors).values(MAJORS).onConflictDoNothing();
  // Card dues start at their defaults; later changes by staff are kept.
  await db
    .insert(cardDues)
    .values(DEFAULT_DUES.map((d) => ({ REQ_SNM: d.code, REQ_DEF: d.name, DUES: d.amount, DUES_DESC: amountWords(d.amount) })))
    .onConflictDoNothing();
  // Challan heads of clearance challans (clearance area).
  await db.insert(challanHeads).values(CHALLAN_HEADS).onConflictDoUpdate({ target: challanHeads.REQ_ID, set: { REQ_DEF: sql`excluded.req_def` } });
}
