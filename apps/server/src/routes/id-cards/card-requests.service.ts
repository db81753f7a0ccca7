import { and, eq, isNull } from 'drizzle-orm';
import {
  checkFormMatchesRequest,
  checkIdentityMatches,
  checkStatusAllowed,
  DEFAULT_CARD_VENUE,
  deletesPhotoOnSave,
  ID_CARD_MSG,
  isOpenCardRequest,
  MSG,
  parseDistributionDate,
  type IdCardFormBody,
  type SessionUser,
} from '@portal/domain';
import type { Db } from '../../db/client.js';
import { cardRequests } from '../../db/schema/index.js';
import { audit, historyOf } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
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

/**
 * Saves the office-use part of an edit form in one transaction: load and lock the request, check the
 * form, the student and the status, update, delete the photo on status 6 (DECISIONS 3), audit.
 * `reqType` is the duplicate form's REQ_TYPE (undefined for the normal form).
 */
export async function saveCardForm(db: Db, user: SessionUser, body: IdCardFormBody, reqType: number | undefined) {
  const distribution = parseDistributionDate(body.dtdistribution);
  if (distribution === 'invalid') throw badRequest(ID_CARD_MSG.badDistributionDate);
  return db.transaction(async (tx) => {
    const request = await findCardRequest(tx, body.T_ID, { lock: true });
    if (!request) throw notFound(ID_CARD_MSG.requestNotFound(body.T_ID));
    const refusal =
      checkFormMatchesRequest(request, reqType) ??
      checkStatusAllowed(user, body.status) ??
      checkIdentityMatches(body, (await findStudentById(tx, request.STUDENT_ID))!);
    if (refusal) throw badRequest(refusal);

    const [after] = await tx
      .update(cardRequests)
      .set({
        REQ_STATUS: body.status,
        DISTRIBUTION_DATE: distribution,
        VENUE: body.venue?.trim() || DEFAULT_CARD_VENUE,
        COMMENT: body.comment?.trim() ?? '',
        RF_ID: body.RF_ID || null,
        MACHINE_ID: body.MACHINE_ID || null,
        UPDATED_AT: new Date(),
      })
      .where(eq(cardRequests.TRANS_ID, request.TRANS_ID))
      .returning();

    const photoDeleted = deletesPhotoOnSave(body.status) && (await clearPhoto(tx, request.STUDENT_ID));
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
    return { PHOTO_DELETED: photoDeleted };
  });
}

/** Soft delete: the request moves to the Deleted Requests list. */
export async function deleteCardRequest(db: Db, user: SessionUser, tId: number) {
  await db.transaction(async (tx) => {
    const request = await findCardRequest(tx, tId, { lock: true });
    if (!request) throw notFound(MSG.notFound);
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
    if (!request) throw notFound(ID_CARD_MSG.deletedRequestNotFound(tId));
    if (isOpenCardRequest({ ...request, DELETED_AT: null })) {
      const others = await tx
        .select({ STUDENT_ID: cardRequests.STUDENT_ID, REQ_STATUS: cardRequests.REQ_STATUS, DELETED_AT: cardRequests.DELETED_AT })
        .from(cardRequests)
        .where(and(eq(cardRequests.STUDENT_ID, request.STUDENT_ID), isNull(cardRequests.DELETED_AT)));
      if (others.some(isOpenCardRequest)) throw conflict(ID_CARD_MSG.restoreConflict);
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
  if (!exists) throw notFound(ID_CARD_MSG.requestNotFound(tId));
  const rows = await historyOf(db, CARD_REQUEST_ENTITY, tId);
  return rows.map((r) => ({ ID: r.ID, AT: new Date(r.AT).toISOString(), ACTOR_NAME: r.ACTOR_NAME, ACTION: r.ACTION, BEFORE: r.BEFORE, AFTER: r.AFTER }));
}
