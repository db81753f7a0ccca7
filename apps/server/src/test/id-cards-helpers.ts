import { STATUS } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { cardRequests } from '../db/schema/index.js';
import type { BuiltStudent } from './factories.js';

/** A card request of `studentId` (test data; the student-portal area makes real ones). */
export async function buildCardRequest(db: DbOrTx, studentId: number, overrides: Partial<typeof cardRequests.$inferInsert> = {}) {
  const [row] = await db
    .insert(cardRequests)
    .values({
      STUDENT_ID: studentId,
      CARD_TYPE: 1,
      ATTEMPT_NO: 1,
      S_CONTACT: '03001112222',
      F_CONTACT: '03003334444',
      B_GROUP: 'O+',
      ADDRESS: 'House 5, Street 9, Gulberg, Lahore',
      REQ_STATUS: STATUS.SUBMITTED,
      ...overrides,
    })
    .returning();
  return row;
}

/** The office's edit form for request `T_ID` of student `s`, filled in (In Progress, Printing); `extra` changes or adds fields. */
export const idCardFormBody = (s: BuiltStudent, T_ID: number, extra: Record<string, unknown> = {}) => ({
  YEAR: s.student.YEAR,
  RN: s.student.RN,
  C_CODE: s.student.C_CODE,
  SE_ID: s.student.SE_ID,
  MAJ_ID: s.student.MAJ_ID,
  ROLNO: s.student.ROLNO,
  T_ID,
  dtdistribution: '2025-06-15T00:00:00.000Z',
  venue: 'Directorate Of Purchase',
  status: STATUS.IN_PROGRESS,
  comment: 'Printing',
  RF_ID: 'RF1234567',
  MACHINE_ID: 'MC01',
  ...extra,
});
