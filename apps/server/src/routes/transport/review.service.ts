import { changesNothing, DEPT, requestChangeNotifies, type SessionUser, STATUS, statusOptionIdsFor, type TransportAdminUpdate, M } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students, transportRequests } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { changeOrPreview, type SaveOptions } from '../../lib/change-or-preview.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { notifyStudent } from '../../notifications/notifier.js';
import { isLatestRequest } from './application.service.js';
import { isUniqueViolation } from './pg-errors.js';

const isoDay = (d: Date | string | null) => (d == null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/** The office's change of one request; DIST_DT, VENUE or COMMENT left out (undefined) keep the request's value. */
export type TransportReview = Pick<TransportAdminUpdate, 'TRANS_ID' | 'REQ_STATUS'> & Partial<Pick<TransportAdminUpdate, 'DIST_DT' | 'VENUE' | 'COMMENT'>>;

/**
 * The office's save (transportFormUpdateByAdmin, and each row of a bulk decision). In one transaction:
 * the request's office fields, LAST_TR_S when it is the student's newest request, and — for Image Not
 * Clear (6) — the deletion of the student's photo so that a clearer one can be uploaded, each audited.
 * A save that changes nothing writes nothing and answers 'unchanged'. With `dryRun` everything runs
 * and rolls back.
 */
export async function saveTransportReview(db: Db, user: SessionUser, body: TransportReview, options: SaveOptions = {}): Promise<'changed' | 'unchanged'> {
  if (!statusOptionIdsFor(user).includes(body.REQ_STATUS)) throw badRequest(M.common.selectStatus);
  try {
    return await changeOrPreview(db, options, async (tx): Promise<'changed' | 'unchanged'> => {
      const [before] = await tx.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, body.TRANS_ID)).for('update');
      if (!before) throw notFound(M.transport.requestNotFound);
      const [s] = await tx
        .select({ ID: students.ID, LAST_TR_S: students.LAST_TR_S, HAS_PHOTO: students.PHOTO })
        .from(students)
        .where(eq(students.ID, before.STUDENT_ID))
        .for('update');
      const fields = {
        DISTRIBUTION_DATE: body.DIST_DT === undefined ? before.DISTRIBUTION_DATE : body.DIST_DT,
        VENUE: body.VENUE ?? before.VENUE,
        REQ_STATUS: body.REQ_STATUS,
        COMMENT: body.COMMENT ?? before.COMMENT,
      };
      // A save that changes nothing writes nothing (and deletes no photo a second time).
      if (changesNothing(before, fields)) return 'unchanged';
      const [after] = await tx
        .update(transportRequests)
        .set({ ...fields, UPDATED_AT: new Date() })
        .where(eq(transportRequests.TRANS_ID, body.TRANS_ID))
        .returning();
      const { PHOTO_SHA256: _b, ...beforeLog } = before;
      const { PHOTO_SHA256: _a, ...afterLog } = after;
      await audit(tx, user, { entity: 'transport_request', entityId: body.TRANS_ID, action: 'review', before: beforeLog, after: afterLog });
      // The student hears of a new status, distribution date or venue in this transaction.
      const state = (r: typeof after) => ({ status: r.REQ_STATUS, distributionDate: isoDay(r.DISTRIBUTION_DATE), venue: r.VENUE });
      if (requestChangeNotifies(state(before), state(after)))
        await notifyStudent(db, tx, before.STUDENT_ID, { kind: 'transport', requestId: after.TRANS_ID, dId: DEPT.TRANSPORT, ...state(after) });

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
      return 'changed';
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.transport.anotherOpenRequest);
    throw e;
  }
}
