import { and, eq, isNull } from 'drizzle-orm';
import {
  M,
  checkFormMatchesRequest,
  checkIdentityMatches,
  checkStatusAllowed,
  changesNothing,
  DEFAULT_CARD_VENUE,
  DEPT,
  deletesPhotoOnSave,
  isOpenCardRequest,
  parseDistributionDate,
  requestChangeNotifies,
  type IdCardFormBody,
  type IdCardRefusal,
  type SessionUser,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client.js';
import { cardRequests } from '../../db/schema/index.js';
import { audit, historyOf } from '../../lib/audit.js';
import { changeOrPreview, type SaveOptions } from '../../lib/change-or-preview.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { notifyStudent } from '../../notifications/notifier.js';
import { findCardRequest, type CardRequestRecord } from './card-requests.repository.js';
import { clearPhoto, findStudentById } from './students.repository.js';

export const CARD_REQUEST_ENTITY = 'card_request';
export const STUDENT_ENTITY = 'student';

/** The office-use fields that the audit log records. */
const officeFields = (r: CardRequestRecord) => ({
  REQ_STATUS: r.REQ_STATUS,
  DISTRIBUTION_DATE: r.DISTRIBUTION_DATE,
  VENUE: r.VENUE,
  COMMENT: r.COMMENT,
  RF_ID: r.RF_ID,
  MACHINE_ID: r.MACHINE_ID,
});

/** The office-use change of one request. A field left out keeps the request's value. */
export interface CardDecision {
  T_ID: number;
  STATUS: number;
  DISTRIBUTION_DATE?: Date | null;
  VENUE?: string;
  COMMENT?: string;
  RF_ID?: string | null;
  MACHINE_ID?: string | null;
}

/** Checks of the caller on the loaded request, inside the transaction (a reason refuses with 400). */
export type CardDecisionCheck = (tx: Tx, request: CardRequestRecord) => Promise<IdCardRefusal>;

/**
 * Saves the office-use part of an edit form in one transaction: load and lock the request, check the
 * form, the student and the status, update, delete the photo on status 6, audit.
 * `reqType` is the duplicate form's REQ_TYPE (undefined for the normal form).
 */
export async function saveCardForm(db: Db, user: SessionUser, body: IdCardFormBody, reqType: number | undefined) {
  const distribution = parseDistributionDate(body.dtdistribution);
  if (distribution === 'invalid') throw badRequest(M.idCard.badDistributionDate);
  const change: CardDecision = {
    T_ID: body.T_ID,
    STATUS: body.status,
    DISTRIBUTION_DATE: distribution,
    VENUE: body.venue?.trim() || DEFAULT_CARD_VENUE,
    COMMENT: body.comment?.trim() ?? '',
    RF_ID: body.RF_ID || null,
    MACHINE_ID: body.MACHINE_ID || null,
  };
  return saveCardDecision(db, user, change, async (tx, request) =>
    checkFormMatchesRequest(request, reqType) ?? checkIdentityMatches(body, (await findStudentById(tx, request.STUDENT_ID))!),
  );
}

/**
 * The card office's save of one request, shared by the edit forms and bulk decisions: in one
 * transaction the request under lock, the caller's `check`, the status rule, the update, the photo
 * deleted on status 6 (so the student can upload a clearer one) and the audit. A save that changes
 * nothing writes nothing and answers `unchanged`. With `dryRun` everything runs and rolls back.
 */
export async function saveCardDecision(db: Db, user: SessionUser, change: CardDecision, check: CardDecisionCheck, options: SaveOptions = {}) {
  return changeOrPreview(db, options, async (tx) => {
    const request = await findCardRequest(tx, change.T_ID, { lock: true });
    if (!request) throw notFound(M.idCard.requestNotFound(change.T_ID));
    const refusal = (await check(tx, request)) ?? checkStatusAllowed(user, change.STATUS);
    if (refusal) throw badRequest(refusal);

    const fields = {
      REQ_STATUS: change.STATUS,
      DISTRIBUTION_DATE: change.DISTRIBUTION_DATE === undefined ? request.DISTRIBUTION_DATE : change.DISTRIBUTION_DATE,
      VENUE: change.VENUE ?? request.VENUE,
      COMMENT: change.COMMENT ?? request.COMMENT,
      RF_ID: change.RF_ID === undefined ? request.RF_ID : change.RF_ID,
      MACHINE_ID: change.MACHINE_ID === undefined ? request.MACHINE_ID : change.MACHINE_ID,
    };
    // A save that changes nothing writes nothing (and deletes no photo a second time).
    if (changesNothing(request, fields)) return { PHOTO_DELETED: false, unchanged: true };
    const [after] = await tx
      .update(cardRequests)
      .set({ ...fields, UPDATED_AT: new Date() })
      .where(eq(cardRequests.TRANS_ID, request.TRANS_ID))
      .returning();

    const photoDeleted = deletesPhotoOnSave(change.STATUS) && (await clearPhoto(tx, request.STUDENT_ID));
    if (photoDeleted) {
      await audit(tx, user, {
        entity: STUDENT_ENTITY,
        entityId: request.STUDENT_ID,
        action: 'delete_photo',
        before: { HAS_PHOTO: true },
        after: { HAS_PHOTO: false, BY_CARD_REQUEST: request.TRANS_ID },
      });
    }
    await audit(tx, user, {
      entity: CARD_REQUEST_ENTITY,
      entityId: request.TRANS_ID,
      action: 'update',
      before: officeFields(request),
      after: { ...officeFields(after), ...(photoDeleted ? { PHOTO_DELETED: true } : {}) },
    });
    await notifyCardChange(db, tx, request, after);
    return { PHOTO_DELETED: photoDeleted, unchanged: false };
  });
}

const isoDay = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

/** The student hears of a new status, distribution date or venue, in the transaction of the save. */
async function notifyCardChange(db: Db, tx: Tx, before: CardRequestRecord, after: CardRequestRecord) {
  const state = (r: CardRequestRecord) => ({ status: r.REQ_STATUS, distributionDate: isoDay(r.DISTRIBUTION_DATE), venue: r.VENUE });
  if (!requestChangeNotifies(state(before), state(after))) return;
  await notifyStudent(db, tx, after.STUDENT_ID, {
    kind: 'id-card',
    requestId: after.TRANS_ID,
    dId: DEPT.CARD_OFFICE,
    status: after.REQ_STATUS,
    distributionDate: isoDay(after.DISTRIBUTION_DATE),
    venue: after.VENUE,
  });
}

/** Soft delete: the request moves to the Deleted Requests list. */
export async function deleteCardRequest(db: Db, user: SessionUser, tId: number) {
  await db.transaction(async (tx) => {
    const request = await findCardRequest(tx, tId, { lock: true });
    if (!request) throw notFound(M.common.notFound);
    const at = new Date();
    await tx.update(cardRequests).set({ DELETED_AT: at, DELETED_BY: user.ID, UPDATED_AT: at }).where(eq(cardRequests.TRANS_ID, tId));
    await audit(tx, user, { entity: CARD_REQUEST_ENTITY, entityId: tId, action: 'delete', before: { DELETED_AT: null }, after: { DELETED_AT: at } });
  });
}

/**
 * Brings a deleted request back to its list. Refused (409) when it is still open and the student has
 * since made another open request: a student has one open request at a time.
 */
export async function restoreCardRequest(db: Db, user: SessionUser, tId: number) {
  await db.transaction(async (tx) => {
    const request = await findCardRequest(tx, tId, { deleted: true, lock: true });
    if (!request) throw notFound(M.idCard.deletedRequestNotFound(tId));
    if (isOpenCardRequest({ ...request, DELETED_AT: null })) {
      const others = await tx
        .select({ STUDENT_ID: cardRequests.STUDENT_ID, REQ_STATUS: cardRequests.REQ_STATUS, DELETED_AT: cardRequests.DELETED_AT })
        .from(cardRequests)
        .where(and(eq(cardRequests.STUDENT_ID, request.STUDENT_ID), isNull(cardRequests.DELETED_AT)));
      if (others.some(isOpenCardRequest)) throw conflict(M.idCard.restoreConflict);
    }
    await tx.update(cardRequests).set({ DELETED_AT: null, DELETED_BY: null, UPDATED_AT: new Date() }).where(eq(cardRequests.TRANS_ID, tId));
    await audit(tx, user, {
      entity: CARD_REQUEST_ENTITY,
      entityId: tId,
      action: 'restore',
      before: { DELETED_AT: request.DELETED_AT, DELETED_BY: request.DELETED_BY },
      after: { DELETED_AT: null },
    });
  });
}

/** The audit entries of a request, newest first (deleted requests too). */
export async function cardRequestHistory(db: Db, tId: number) {
  const exists = (await findCardRequest(db, tId)) ?? (await findCardRequest(db, tId, { deleted: true }));
  if (!exists) throw notFound(M.idCard.requestNotFound(tId));
  const rows = await historyOf(db, CARD_REQUEST_ENTITY, tId);
  return rows.map((r) => ({ ID: r.ID, AT: new Date(r.AT).toISOString(), ACTOR_NAME: r.ACTOR_NAME, ACTION: r.ACTION, BEFORE: r.BEFORE, AFTER: r.AFTER }));
}
