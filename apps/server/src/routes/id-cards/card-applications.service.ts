import { eq, sql } from 'drizzle-orm';
import {
  M,
  CARD_TYPE_NAMES, CHALLAN_DUE_DAYS, DEFAULT_DUES, DUES_CODE_FOR_CARD_TYPE, STATUS, addDays, canApplyForCard,
  authorizeCardRequest, cardHasChallan, cardTypeForAttempt, nextCardAttempt, type CardApplication, type SessionUser,
  uncoded,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client.js';
import { cardDues, cardRequests, students } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { enforce } from '../../lib/enforce.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { issueCardChallan } from '../challans/challan-records.js';
import { findStudentCardRequest, findStudentCardRequests } from './card-requests.repository.js';
import { notifyQueue } from '../../notifications/notifier.js';
import { QUEUE_DEPT } from '@portal/domain';

/** Locks the student's row: card applications of one student run one after another (one open request). */
async function lockStudent(tx: Tx, studentId: number) {
  const [s] = await tx.select({ ID: students.ID, HAS_PHOTO: sql<boolean>`(${students.PHOTO} is not null)` }).from(students).where(eq(students.ID, studentId)).for('update');
  if (!s) throw notFound(uncoded('Student record not found'));
  return s;
}

async function feeFor(tx: Tx, cardType: number): Promise<number> {
  const code = DUES_CODE_FOR_CARD_TYPE[cardType];
  const [due] = await tx.select({ DUES: cardDues.DUES }).from(cardDues).where(eq(cardDues.REQ_SNM, code));
  return due?.DUES ?? DEFAULT_DUES.find((d) => d.code === code)!.amount;
}

async function savePhoto(tx: Tx, user: SessionUser, studentId: number, photo: Buffer, now: Date) {
  await tx.update(students).set({ PHOTO: photo, PHOTO_UPDATED_AT: now }).where(eq(students.ID, studentId));
  await audit(tx, user, { entity: 'student', entityId: studentId, action: 'upload-photo', after: { PHOTO: photo } });
}

/**
 * A new card (kind 'new') or the next card after issued ones ('duplicate': duplicate, triplicate or
 * quadruplicate by the attempt number, with the fee of the card dues). One open request at a time,
 * enforced under a lock of the student's row.
 */
export async function applyForCard(db: Db, user: SessionUser, kind: 'new' | 'duplicate', fields: CardApplication, photo: Buffer | null, now = new Date()) {
  const studentId = user.STD_ID!;
  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, studentId);
    const existing = await findStudentCardRequests(tx, studentId);
    const decision = canApplyForCard(kind, existing);
    if (!decision.allowed) throw conflict(decision.message);
    if (!photo && !student.HAS_PHOTO) throw badRequest(M.common.imageNotSelected);
    const attempt = nextCardAttempt(existing);
    const cardType = cardTypeForAttempt(attempt);
    const fee = cardHasChallan(cardType) ? await feeFor(tx, cardType) : null;
    if (photo) await savePhoto(tx, user, studentId, photo, now);
    const [row] = await tx
      .insert(cardRequests)
      .values({
        STUDENT_ID: studentId,
        CARD_TYPE: cardType,
        ATTEMPT_NO: attempt,
        ...fields,
        DATE_OF_APPLY: now,
        REQ_STATUS: fee != null ? STATUS.FEE_PENDING : STATUS.SUBMITTED,
        FEE_AMOUNT: fee,
        FEE_DUE_DATE: fee != null ? addDays(now, CHALLAN_DUE_DAYS) : null,
        UPDATED_AT: now,
      })
      .returning();
    await audit(tx, user, { entity: 'card_request', entityId: row.TRANS_ID, action: 'apply', after: row });
    await notifyQueue(tx, { dId: QUEUE_DEPT['id-card'], request: 'id-card', requestId: row.TRANS_ID, studentName: user.NM, rollNo: user.ROLNO ?? '' });
    if (row.FEE_AMOUNT != null && row.FEE_DUE_DATE) await issueCardChallan(tx, user, { ...row, FEE_AMOUNT: row.FEE_AMOUNT, FEE_DUE_DATE: row.FEE_DUE_DATE });
    return { TRANS_ID: row.TRANS_ID, CARD_TYPE: cardType, REQUEST_TYPE: CARD_TYPE_NAMES[cardType], ATTEMPT_NO: attempt, FEE_AMOUNT: fee, REQ_STATUS: row.REQ_STATUS };
  });
}

/**
 * The student fixes their request marked Image Not Clear or Info Missing: new details (and photo) and
 * the request goes back to Submitted. Another student's request is not found.
 */
export async function fixCardRequest(db: Db, user: SessionUser, transId: number, fields: CardApplication, photo: Buffer | null, now = new Date()) {
  const studentId = user.STD_ID!;
  return db.transaction(async (tx) => {
    const before = await findStudentCardRequest(tx, transId, { lock: true });
    if (!before) throw notFound();
    enforce(authorizeCardRequest(user, 'fix', before));
    const student = await lockStudent(tx, studentId);
    if (!photo && (before.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR || !student.HAS_PHOTO)) throw badRequest(M.common.imageNotSelected);
    if (photo) await savePhoto(tx, user, studentId, photo, now);
    const [after] = await tx.update(cardRequests).set({ ...fields, REQ_STATUS: STATUS.SUBMITTED, UPDATED_AT: now }).where(eq(cardRequests.TRANS_ID, transId)).returning();
    await audit(tx, user, { entity: 'card_request', entityId: transId, action: 'student-update', before, after });
    return { TRANS_ID: transId, REQ_STATUS: after.REQ_STATUS };
  });
}
