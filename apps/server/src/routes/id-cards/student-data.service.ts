import { eq } from 'drizzle-orm';
import { checkIdentityMatches, type SessionUser, M } from '@portal/domain';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { STUDENT_ENTITY } from './card-requests.service.js';
import { clearPhoto, findStudentByRollNo } from './students.repository.js';

const isForeignKeyViolation = (e: unknown) => {
  for (let x = e as { code?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) if (x.code === '23503') return true;
  return false;
};

/**
 * Deletes a student's record (with the account and card requests, which cascade); audited with the
 * record as it was. 0 when no student has the roll number. Records other areas keep without a cascade
 * make it a 409, with nothing deleted.
 */
export async function deleteStudentRecord(db: Db, user: SessionUser, rollNo: string): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const s = await findStudentByRollNo(tx, rollNo, { lock: true });
      if (!s) return 0;
      await audit(tx, user, { entity: STUDENT_ENTITY, entityId: s.ID, action: 'delete', before: s, after: null });
      const gone = await tx.delete(students).where(eq(students.ID, s.ID)).returning({ ID: students.ID });
      return gone.length;
    });
  } catch (e) {
    if (isForeignKeyViolation(e)) throw conflict(M.idCard.studentReferenced);
    throw e;
  }
}

/** Deletes the photo of the student with the roll number; the other identity fields must match when given. */
export async function deleteStudentImage(
  db: Db,
  user: SessionUser,
  body: { ROLNO: string; C_CODE?: number; SE_ID?: number; MAJ_ID?: number; YEAR?: number; RN?: number },
) {
  await db.transaction(async (tx) => {
    const s = await findStudentByRollNo(tx, body.ROLNO, { lock: true });
    if (!s) throw notFound(M.common.notFound);
    const refusal = checkIdentityMatches(body, s);
    if (refusal) throw badRequest(refusal);
    if (!(await clearPhoto(tx, s.ID))) throw notFound(M.idCard.imageNotFound);
    await audit(tx, user, { entity: STUDENT_ENTITY, entityId: s.ID, action: 'delete_photo', before: { HAS_PHOTO: true }, after: { HAS_PHOTO: false } });
  });
}
