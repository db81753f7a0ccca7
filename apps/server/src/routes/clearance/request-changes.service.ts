import type { SessionUser } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { challans, clearanceRequests, clearanceRows, students } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { loadLocked } from './context.js';

// The clearance changes that span tables, each in one transaction with its audit entry.

/** The card office deletes a request: kept for the record, no longer listed; its rows go with it. */
export async function deleteClearanceRequest(db: Db, user: SessionUser, tId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { req } = await loadLocked(tx, user, tId);
    await tx.update(clearanceRequests).set({ DELETED_AT: new Date(), DELETED_BY: user.ID }).where(eq(clearanceRequests.T_ID, req.T_ID));
    await tx.update(clearanceRows).set({ DELETED: true }).where(eq(clearanceRows.T_ID, req.T_ID));
    await audit(tx, user, { entity: 'clearance_request', entityId: req.T_ID, action: 'delete', before: { CLR_ID: req.CLR_ID, STD_ROLLNO: req.STD_ROLLNO } });
  });
}

/** The challans the fee system reports paid are marked paid on the request (once), each audited. */
export async function settlePaidByFeeSystem(db: Db, tId: number, paidNumbers: readonly number[]): Promise<void> {
  if (!paidNumbers.length) return;
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(challans)
      .set({ PAID: challans.BAL, PAID_AT: new Date() })
      .where(and(eq(challans.T_ID, tId), eq(challans.PAID, 0), inArray(challans.CHALLAN_ID, [...paidNumbers])))
      .returning({ CHALLAN_ID: challans.CHALLAN_ID, BAL: challans.BAL });
    for (const c of settled) await audit(tx, null, { entity: 'challan', entityId: tId, action: 'paid-by-fee-system', after: c });
  });
}

/** A student with no photo on file saves one (the clearance application needs it). */
export async function saveStudentPhoto(db: Db, user: SessionUser, studentId: number, photo: Buffer): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(students).set({ PHOTO: photo, PHOTO_UPDATED_AT: new Date() }).where(eq(students.ID, studentId));
    await audit(tx, user, { entity: 'student', entityId: studentId, action: 'upload-photo', after: { bytes: photo.length } });
  });
}
