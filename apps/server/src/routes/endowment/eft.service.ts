import { eq, ne, sql } from 'drizzle-orm';
import {
  M,
  authorizeEndowment, changesNothing, DEPT, STATUS, eftEligibility, rejectionLacksComment, schedulesOverlap,
  type EftApplication, type EftDecision, type EftSchedule, type SessionUser,
  uncoded,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { eftApplications, eftSchedules, students } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { enforce } from '../../lib/enforce.js';
import { changeOrPreview, type SaveOptions } from '../../lib/change-or-preview.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { notifyQueue, notifyStudent } from '../../notifications/notifier.js';
import { findLiveSchedule, hasApplied } from './eft.repository.js';

export interface EftDocument {
  bytes: Buffer;
  mime: string;
  fileName: string;
}

/** Eligibility of the signed-in student (never of the ids a caller sends) and the live schedule. */
export async function checkEligibility(db: DbOrTx, studentId: number, now = new Date()) {
  const [s] = await db.select({ C_CODE: students.C_CODE, YEAR: students.YEAR }).from(students).where(eq(students.ID, studentId));
  if (!s) throw notFound(uncoded('Student record not found'));
  const live = await findLiveSchedule(db, now);
  const applied = live ? await hasApplied(db, live.ID, studentId) : false;
  return { decision: eftEligibility({ ...s, appliedInLiveSchedule: applied }, now), live };
}

const isUniqueViolation = (e: unknown) => (e as { code?: string; cause?: { code?: string } })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/** An application in the live schedule, by an eligible student; one per student and schedule. */
export async function applyForEndowment(db: Db, user: SessionUser, fields: EftApplication, doc: EftDocument, now = new Date()) {
  const studentId = user.STD_ID!;
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ ID: students.ID }).from(students).where(eq(students.ID, studentId)).for('update');
      const { decision, live } = await checkEligibility(tx, studentId, now);
      if (!live) throw conflict(M.eft.noLiveSchedule);
      if (!decision.allowed) throw conflict(decision.message);
      const [row] = await tx
        .insert(eftApplications)
        .values({ SCHEDULE_ID: live.ID, STUDENT_ID: studentId, ...fields, DOC: doc.bytes, DOC_NAME: doc.fileName, DOC_TYPE: doc.mime, DOC_SIZE: doc.bytes.length, STATUS: STATUS.SUBMITTED, APPLIED_AT: now, UPDATED_AT: now })
        .returning();
      await audit(tx, user, { entity: 'eft_application', entityId: row.ID, action: 'apply', after: row });
      await notifyQueue(tx, { dId: DEPT.TREASURER, request: 'endowment', requestId: row.ID, studentName: user.NM, rollNo: user.ROLNO ?? '' });
      return { ID: row.ID, SCHEDULE_ID: live.ID, REQ_STATUS: row.STATUS };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.eft.alreadyApplied);
    throw e;
  }
}

/** The student replaces the supporting document while the treasurer asks for one; back to Submitted. */
export async function replaceEftDocument(db: Db, user: SessionUser, id: number, doc: EftDocument, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(eftApplications).where(eq(eftApplications.ID, id)).for('update');
    if (!before) throw notFound();
    enforce(authorizeEndowment(user, 'replace-document', before));
    const [after] = await tx
      .update(eftApplications)
      .set({ DOC: doc.bytes, DOC_NAME: doc.fileName, DOC_TYPE: doc.mime, DOC_SIZE: doc.bytes.length, STATUS: STATUS.SUBMITTED, UPDATED_AT: now })
      .where(eq(eftApplications.ID, id))
      .returning();
    await audit(tx, user, { entity: 'eft_application', entityId: id, action: 'replace-document', before, after });
    return { ID: id, REQ_STATUS: after.STATUS };
  });
}

/**
 * The treasurer's status and comment (PATCH /api/eft/applications/:id, and each row of a bulk decision).
 * A COMMENT left out keeps the application's comment; a rejection needs one. With `dryRun` everything
 * runs and rolls back.
 */
export async function decideApplication(
  db: Db,
  user: SessionUser,
  id: number,
  body: EftBulkDecision,
  now = new Date(),
  options: SaveOptions = {},
): Promise<'changed' | 'unchanged'> {
  return changeOrPreview(db, options, async (tx): Promise<'changed' | 'unchanged'> => {
    const [before] = await tx
      .select({ ID: eftApplications.ID, STATUS: eftApplications.STATUS, COMMENT: eftApplications.COMMENT, STUDENT_ID: eftApplications.STUDENT_ID })
      .from(eftApplications)
      .where(eq(eftApplications.ID, id))
      .for('update');
    if (!before) throw notFound(uncoded('Application not found'));
    const comment = body.COMMENT ?? before.COMMENT;
    if (rejectionLacksComment(body.STATUS, comment)) throw badRequest(M.common.rejectionNeedsComment);
    // A decision that changes nothing writes nothing.
    if (changesNothing(before, { STATUS: body.STATUS, COMMENT: comment })) return 'unchanged';
    const after = { STATUS: body.STATUS, COMMENT: comment, DECIDED_BY: user.ID, UPDATED_AT: now };
    await tx.update(eftApplications).set(after).where(eq(eftApplications.ID, id));
    await audit(tx, user, { entity: 'eft_application', entityId: id, action: 'set-status', before, after: { ...before, ...after } });
    // The student hears of a new status in this transaction.
    if (before.STATUS !== body.STATUS)
      await notifyStudent(db, tx, before.STUDENT_ID, { kind: 'endowment', requestId: id, dId: DEPT.TREASURER, status: body.STATUS, distributionDate: null, venue: null });
    return 'changed';
  });
}

/** A decision whose COMMENT may be left out (bulk: keep each application's comment). */
type EftBulkDecision = Pick<EftDecision, 'STATUS'> & Partial<Pick<EftDecision, 'COMMENT'>>;

/** Creates or changes a schedule; schedules may not overlap (checked under a table lock). */
export async function saveSchedule(db: Db, user: SessionUser, body: EftSchedule, id: number | null, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${eftSchedules} in share row exclusive mode`);
    const others = await tx.select().from(eftSchedules).where(id == null ? undefined : ne(eftSchedules.ID, id));
    if (others.some((o) => schedulesOverlap(o, body))) throw conflict(M.eft.scheduleOverlap);
    if (id == null) {
      const [row] = await tx.insert(eftSchedules).values({ ...body, CREATED_BY: user.ID, CREATED_AT: now, UPDATED_AT: now }).returning();
      await audit(tx, user, { entity: 'eft_schedule', entityId: row.ID, action: 'create', after: row });
      return row;
    }
    const [before] = await tx.select().from(eftSchedules).where(eq(eftSchedules.ID, id));
    if (!before) throw notFound(uncoded('Schedule not found'));
    const [row] = await tx.update(eftSchedules).set({ ...body, UPDATED_AT: now }).where(eq(eftSchedules.ID, id)).returning();
    await audit(tx, user, { entity: 'eft_schedule', entityId: id, action: 'update', before, after: row });
    return row;
  });
}

/** Closes a schedule now (a schedule not yet open closes before it opens). */
export async function closeSchedule(db: Db, user: SessionUser, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(eftSchedules).where(eq(eftSchedules.ID, id)).for('update');
    if (!before) throw notFound(uncoded('Schedule not found'));
    if (before.CLOSES_AT <= now) return before;
    const opensAt = before.OPENS_AT > now ? now : before.OPENS_AT;
    const [row] = await tx.update(eftSchedules).set({ OPENS_AT: opensAt, CLOSES_AT: now, UPDATED_AT: now }).where(eq(eftSchedules.ID, id)).returning();
    await audit(tx, user, { entity: 'eft_schedule', entityId: id, action: 'close', before, after: row });
    return row;
  });
}
