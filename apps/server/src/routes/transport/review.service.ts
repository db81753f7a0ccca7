import { type SessionUser, STATUS, statusOptionIdsFor, TRANSPORT_MSG, type TransportAdminUpdate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students, transportRequests } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isLatestRequest } from './application.service.js';
import { isUniqueViolation } from './pg-errors.js';

/**
 * The office's save (transportFormUpdateByAdmin). In one transaction: the request's office fields,
 * LAST_TR_S when it is the student's newest request, and — for Image Not Clear (6) — the deletion of
 * the student's photo (DECISIONS 3), each audited.
 */
export async function saveTransportReview(db: Db, user: SessionUser, body: TransportAdminUpdate): Promise<void> {
  if (!statusOptionIdsFor(user).includes(body.REQ_STATUS)) throw badRequest(TRANSPORT_MSG.selectStatus);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, body.TRANS_ID)).for('update');
      if (!before) throw notFound(TRANSPORT_MSG.requestNotFound);
      const [s] = await tx
        .select({ ID: students.ID, LAST_TR_S: students.LAST_TR_S, HAS_PHOTO: students.PHOTO })
        .from(students)
        .where(eq(students.ID, before.STUDENT_ID))
        .for('update');
      const [after] = await tx
        .update(transportRequests)
        .set({ DISTRIBUTION_DATE: body.DIST_DT, VENUE: body.VENUE, REQ_STATUS: body.REQ_STATUS, COMMENT: body.COMMENT, UPDATED_AT: new Date() })
        .where(eq(transportRequests.TRANS_ID, body.TRANS_ID))
        .returning();
      const { PHOTO_SHA256: _b, ...beforeLog } = before;
      const { PHOTO_SHA256: _a, ...afterLog } = after;
      await audit(tx, user, { entity: 'transport_request', entityId: body.TRANS_ID, action: 'review', before: beforeLog, after: afterLog });

      const studentChange: Partial<typeof students.$inferInsert> = {};
      if (await isLatestRequest(tx, s.ID, body.TRANS_ID)) studentChange.LAST_TR_S = body.REQ_STATUS;
      const deletePhoto = body.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR && s.HAS_PHOTO != null;
      if (deletePhoto) Object.assign(studentChange, { PHOTO: null, PHOTO_UPDATED_AT: null });
      if (Object.keys(studentChange).length) {
        await tx.update(students).set(studentChange).where(eq(students.ID, s.ID));
        await audit(tx, user, {
          entity: 'student',
          entityId: s.ID,
          action: deletePhoto ? 'photo-deleted' : 'transport-status',
          before: { LAST_TR_S: s.LAST_TR_S, PHOTO: s.HAS_PHOTO },
          after: { LAST_TR_S: studentChange.LAST_TR_S ?? s.LAST_TR_S, PHOTO: deletePhoto ? null : s.HAS_PHOTO },
        });
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(TRANSPORT_MSG.anotherOpenRequest);
    throw e;
  }
}
