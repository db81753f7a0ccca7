import crypto from 'node:crypto';
import { authorizeTransport, type SessionUser, STATUS, TRANSPORT_REQ_TYPE, transportApplyRefusal, M, uncoded } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { busRoutes, busStops, students, transportRequests } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { enforce } from '../../lib/enforce.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from './pg-errors.js';
import { notifyQueue } from '../../notifications/notifier.js';
import { QUEUE_DEPT } from '@portal/domain';

export interface TransportChoice {
  routeId: number;
  stopId: number;
  photo: Buffer;
}

/** The answer when the re-submitted photo is the one the office found unclear. */
export class ImageAlreadyExists extends AppError {
  constructor() {
    super(409, M.common.imageAlreadyExist, 'IMAGE_ALREADY_EXISTS');
  }
}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** The route exists and the stop is on it (400 otherwise). */
async function assertStopOnRoute(tx: Tx, routeId: number, stopId: number) {
  const [route] = await tx.select({ id: busRoutes.ROUTE_ID }).from(busRoutes).where(eq(busRoutes.ROUTE_ID, routeId));
  if (!route) throw badRequest(M.transport.routeNotFound);
  const [stop] = await tx
    .select({ id: busStops.STOP_ID })
    .from(busStops)
    .where(and(eq(busStops.STOP_ID, stopId), eq(busStops.ROUTE_ID, routeId)));
  if (!stop) throw badRequest(M.transport.stopNotOnRoute);
}

/** Locks the student row: concurrent submissions of one student run one after the other. */
async function lockStudent(tx: Tx, studentId: number) {
  const [s] = await tx.select().from(students).where(eq(students.ID, studentId)).for('update');
  if (!s) throw notFound(uncoded('Student record not found'));
  return s;
}

/**
 * A new application: status Submitted (5), the photo replaces the student's (students.PHOTO), LAST_TR_S
 * and TR_ATTEMPT_NO follow. The LAST_TR_S rule is checked again on the locked row, and the partial unique
 * index stops a second open request whatever happens.
 */
export async function applyForTransport(db: Db, user: SessionUser, choice: TransportChoice): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const s = await lockStudent(tx, user.STD_ID!);
      const refusal = transportApplyRefusal(s.LAST_TR_S);
      if (refusal) throw conflict(refusal);
      await assertStopOnRoute(tx, choice.routeId, choice.stopId);
      const attempt = s.TR_ATTEMPT_NO + 1;
      const [req] = await tx
        .insert(transportRequests)
        .values({
          STUDENT_ID: s.ID,
          ROUTE_ID: choice.routeId,
          STOP_ID: choice.stopId,
          REQ_TYPE: TRANSPORT_REQ_TYPE,
          ATTEMPT_NO: attempt,
          S_CONTACT: s.PH1,
          F_CONTACT: s.F_CONTACT,
          ADDRESS: s.ADD1,
          REQ_STATUS: STATUS.SUBMITTED,
          PHOTO_SHA256: sha256(choice.photo),
        })
        .returning();
      await tx
        .update(students)
        .set({ PHOTO: choice.photo, PHOTO_UPDATED_AT: new Date(), LAST_TR_S: STATUS.SUBMITTED, TR_ATTEMPT_NO: attempt })
        .where(eq(students.ID, s.ID));
      await audit(tx, user, { entity: 'transport_request', entityId: req.TRANS_ID, action: 'apply', after: req });
      await notifyQueue(tx, { dId: QUEUE_DEPT.transport, request: 'transport', requestId: req.TRANS_ID, studentName: user.NM, rollNo: user.ROLNO ?? '' });
      await audit(tx, user, {
        entity: 'student',
        entityId: s.ID,
        action: 'transport-apply',
        before: { PHOTO: s.PHOTO, LAST_TR_S: s.LAST_TR_S, TR_ATTEMPT_NO: s.TR_ATTEMPT_NO },
        after: { PHOTO: choice.photo, LAST_TR_S: STATUS.SUBMITTED, TR_ATTEMPT_NO: attempt },
      });
      return req.TRANS_ID;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.common.alreadyAppliedTransport);
    throw e;
  }
}

/** Loads a request for a re-submission and applies the policy (404, 403 not theirs, 409 not Image Not Clear). */
export async function loadForResubmission(db: Db | Tx, user: SessionUser, transId: number) {
  const [req] = await db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, transId));
  if (!req) throw notFound(M.transport.requestNotFound);
  enforce(authorizeTransport(user, 'resubmit', req));
  return req;
}

/** Re-submission of a request in Image Not Clear (6): new route/stop/photo, back to Submitted (5). */
export async function resubmitTransport(db: Db, user: SessionUser, transId: number, choice: TransportChoice): Promise<void> {
  await db.transaction(async (tx) => {
    const s = await lockStudent(tx, user.STD_ID!);
    const before = await loadForResubmission(tx, user, transId);
    const hash = sha256(choice.photo);
    if (before.PHOTO_SHA256 === hash) throw new ImageAlreadyExists();
    await assertStopOnRoute(tx, choice.routeId, choice.stopId);
    const [after] = await tx
      .update(transportRequests)
      .set({ ROUTE_ID: choice.routeId, STOP_ID: choice.stopId, REQ_STATUS: STATUS.SUBMITTED, PHOTO_SHA256: hash, UPDATED_AT: new Date() })
      .where(eq(transportRequests.TRANS_ID, transId))
      .returning();
    const latest = await isLatestRequest(tx, s.ID, transId);
    await tx
      .update(students)
      .set({ PHOTO: choice.photo, PHOTO_UPDATED_AT: new Date(), ...(latest ? { LAST_TR_S: STATUS.SUBMITTED } : {}) })
      .where(eq(students.ID, s.ID));
    await audit(tx, user, { entity: 'transport_request', entityId: transId, action: 'resubmit', before, after });
    await audit(tx, user, {
      entity: 'student',
      entityId: s.ID,
      action: 'transport-resubmit',
      before: { PHOTO: s.PHOTO, LAST_TR_S: s.LAST_TR_S },
      after: { PHOTO: choice.photo, LAST_TR_S: latest ? STATUS.SUBMITTED : s.LAST_TR_S },
    });
  });
}

/** Whether `transId` is the student's newest transport request (whose status LAST_TR_S mirrors). */
export async function isLatestRequest(tx: Db | Tx, studentId: number, transId: number): Promise<boolean> {
  const [latest] = await tx
    .select({ id: transportRequests.TRANS_ID })
    .from(transportRequests)
    .where(eq(transportRequests.STUDENT_ID, studentId))
    .orderBy(desc(transportRequests.APPLY_DATE), desc(transportRequests.TRANS_ID))
    .limit(1);
  return latest?.id === transId;
}
