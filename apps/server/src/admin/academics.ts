import { count, eq, ne, and } from 'drizzle-orm';
import { M, type DepartmentCreate, type DepartmentPatch, type ProgrammeCreate, ProgrammeCreateSchema, type ProgrammePatch, programmeChangeRefusal, type Actor, zodIssueMessage } from '@portal/domain';
import type { Db } from '../db/client.js';
import { departments, majors, students } from '../db/schema/index.js';
import { audit } from '../lib/audit.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { setTargetDays, targetDays } from '../notifications/department-targets.js';
import { COMMAND_LINE } from './accounts.js';

/**
 * Academic departments and programmes, the same services for the command line (`npm run admin --
 * add-department / add-programme`) and the administrator's screens. A refusal is an AppError with the
 * message; each change is audited with who made it (the command line's changes as the command line).
 */

/** Adds an academic department (ids 200–399 are academic: they get an HOD row in clearance). */
export async function addDepartment(db: Db, d: DepartmentCreate, actor: Actor = COMMAND_LINE) {
  if (!Number.isInteger(d.D_ID) || d.D_ID < 200 || d.D_ID > 399) throw badRequest(M.academics.deptId);
  if (d.D_NM.trim().length < 2) throw badRequest(M.academics.deptName);
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(departments).values({ D_ID: d.D_ID, D_NM: d.D_NM.trim(), KIND: 'academic' }).onConflictDoNothing().returning();
    if (!row) throw conflict(M.academics.deptTaken);
    await audit(tx, actor, { entity: 'department', entityId: row.D_ID, action: 'create', after: row });
  });
}

/** Renames a department and/or sets its target working days (offices too). */
export async function changeDepartment(db: Db, dId: number, patch: DepartmentPatch, actor: Actor = COMMAND_LINE) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(departments).where(eq(departments.D_ID, dId)).for('update');
    if (!before) throw notFound(M.academics.deptNotFound);
    const beforeDays = await targetDays(tx, dId);
    if (patch.D_NM !== undefined) await tx.update(departments).set({ D_NM: patch.D_NM.trim() }).where(eq(departments.D_ID, dId));
    if (patch.TARGET_DAYS !== undefined) await setTargetDays(tx, dId, patch.TARGET_DAYS);
    await audit(tx, actor, { entity: 'department', entityId: dId, action: 'update', before: { D_NM: before.D_NM, TARGET_DAYS: beforeDays }, after: patch });
  });
}

/** Adds a programme (major) of an academic department; level (C_CODE) 1 intermediate, 2 BS, 3 MPhil. */
export async function addProgramme(db: Db, m: ProgrammeCreate, actor: Actor = COMMAND_LINE) {
  await db.transaction(async (tx) => {
    const [dept] = await tx.select().from(departments).where(eq(departments.D_ID, m.D_ID));
    if (dept?.KIND !== 'academic') throw badRequest(M.academics.notAcademic);
    const [sameShort] = await tx.select({ id: majors.MAJ_ID }).from(majors).where(eq(majors.SHORT, m.SHORT));
    if (sameShort) throw conflict(M.academics.shortTaken);
    const [row] = await tx
      .insert(majors)
      .values({ MAJ_ID: m.MAJ_ID, NAME: m.NAME.trim(), SHORT: m.SHORT, D_ID: m.D_ID, C_CODE: m.C_CODE, CLASS_PREFIX: m.SHORT })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(M.academics.programmeTaken);
    await audit(tx, actor, { entity: 'programme', entityId: row.MAJ_ID, action: 'create', after: row });
  });
}

/**
 * Renames a programme, or changes its short name or department while no student belongs to it (roll
 * numbers are made with the short name, and a student's department is the programme's).
 */
export async function changeProgramme(db: Db, majId: number, patch: ProgrammePatch, actor: Actor = COMMAND_LINE) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(majors).where(eq(majors.MAJ_ID, majId)).for('update');
    if (!before) throw notFound(M.academics.programmeNotFound);
    const [{ n }] = await tx.select({ n: count() }).from(students).where(eq(students.MAJ_ID, majId));
    const refusal = programmeChangeRefusal(before, n, patch);
    if (refusal) throw badRequest(M.academics[refusal](n));
    if (patch.D_ID !== undefined) {
      const [dept] = await tx.select().from(departments).where(eq(departments.D_ID, patch.D_ID));
      if (dept?.KIND !== 'academic') throw badRequest(M.academics.notAcademic);
    }
    if (patch.SHORT !== undefined) {
      const [sameShort] = await tx.select({ id: majors.MAJ_ID }).from(majors).where(and(eq(majors.SHORT, patch.SHORT), ne(majors.MAJ_ID, majId)));
      if (sameShort) throw conflict(M.academics.shortTaken);
    }
    const set = { ...patch, ...(patch.NAME ? { NAME: patch.NAME.trim() } : {}), ...(patch.SHORT ? { CLASS_PREFIX: patch.SHORT } : {}) };
    const [after] = await tx.update(majors).set(set).where(eq(majors.MAJ_ID, majId)).returning();
    await audit(tx, actor, { entity: 'programme', entityId: majId, action: 'update', before, after });
  });
}

/** The command line's programme values checked with the screens' rules (the first problem's message). */
export function parseProgramme(values: Record<keyof ProgrammeCreate, unknown>): ProgrammeCreate {
  const r = ProgrammeCreateSchema.safeParse(values);
  if (!r.success) throw badRequest(zodIssueMessage(r.error.issues[0]));
  return r.data;
}
