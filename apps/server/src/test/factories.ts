import { DEPT, ROLE, roleDes, type SessionUser } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { accounts, departments, majors, mfaRoleRequirements, students } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { loadSessionUser } from '../identity/session-read.js';
import { ACADEMIC_DEPARTMENTS, MAJORS, studentIdentity } from '../db/academics.js';
import { makePortraitJpeg } from '../seed/photos.js';

export const TEST_PASSWORD = 'Test@12345';
let hashed: Promise<string> | null = null;
const passwordHash = () => (hashed ??= hashPassword(TEST_PASSWORD));
let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1000) * 1000;

/** Academic departments and programmes (idempotent). */
export async function ensureAcademics(db: DbOrTx) {
  await db.insert(departments).values(ACADEMIC_DEPARTMENTS.map((d) => ({ ...d, KIND: 'academic' }))).onConflictDoNothing();
  await db.insert(majors).values(MAJORS).onConflictDoNothing();
}

let photo: Promise<Buffer> | null = null;
/** A real JPEG of a few KB. */
export const testJpeg = () => (photo ??= makePortraitJpeg(200));

export interface BuiltStudent {
  user: SessionUser;
  student: typeof students.$inferSelect;
}

/** A student with an account; `MAJ_ID` 11 (BS Computer Science, department 201) unless given. */
export async function buildStudent(db: DbOrTx, overrides: Partial<typeof students.$inferInsert> & { username?: string; withPhoto?: boolean } = {}): Promise<BuiltStudent> {
  const { username, ...fields } = overrides;
  const student = await buildStudentRecord(db, fields);
  const [account] = await db
    .insert(accounts)
    .values({ USERNAME: username ?? student.ROLNO, PASSWORD_HASH: await passwordHash(), ROLE: ROLE.STUDENT, STUDENT_ID: student.ID, NM: student.NM })
    .returning();
  return { student, user: (await loadSessionUser(db, account.ID))! };
}

/** The student record alone (no account); `MAJ_ID` 11 (BS Computer Science, department 201) unless given. */
export async function buildStudentRecord(db: DbOrTx, overrides: Partial<typeof students.$inferInsert> & { withPhoto?: boolean } = {}) {
  await ensureAcademics(db);
  const { withPhoto = true, ...fields } = overrides;
  const major = MAJORS.find((m) => m.MAJ_ID === (fields.MAJ_ID ?? 11))!;
  const year = fields.YEAR ?? new Date().getFullYear() - 3;
  const rn = fields.RN ?? next();
  const [student] = await db
    .insert(students)
    .values({
      ...studentIdentity(major, year, rn, new Date().getFullYear()),
      NM: 'Test Student',
      F_NM: 'Test Father',
      PH1: '03001234567',
      ADD1: 'House 1, Street 2, Lahore',
      B_GROUP: 'B+',
      C_CODE: major.C_CODE,
      MAJ_ID: major.MAJ_ID,
      D_ID: major.D_ID,
      YEAR: year,
      RN: rn,
      PHOTO: withPhoto ? await testJpeg() : null,
      PHOTO_UPDATED_AT: withPhoto ? new Date() : null,
      ...fields,
    })
    .returning();
  return student;
}

/** A staff user of department `deptId` (an academic department is created when needed). */
export async function buildStaff(db: DbOrTx, deptId: number, opts: { hod?: boolean; it?: boolean; fmId?: number; username?: string } = {}): Promise<SessionUser> {
  await ensureAcademics(db);
  const n = next();
  const [account] = await db
    .insert(accounts)
    .values({
      USERNAME: opts.username ?? `staff-${deptId}-${n}`,
      PASSWORD_HASH: await passwordHash(),
      ROLE: ROLE.STAFF,
      D_ID: deptId,
      FM_ID: opts.fmId ?? 100_000 + n,
      ROLE_DES: roleDes({ hod: opts.hod, it: opts.it }),
      NM: `Staff ${deptId}`,
    })
    .returning();
  return (await loadSessionUser(db, account.ID))!;
}

/**
 * An administrator of the portal (the account flag; no office). As in the demo, administrators of the test
 * database need no second factor unless a test says otherwise (the requirement's row is left if present).
 */
export async function buildAdmin(db: DbOrTx, opts: { username?: string } = {}): Promise<SessionUser> {
  const n = next();
  await db.insert(mfaRoleRequirements).values({ ROLE: ROLE.ADMIN, REQUIRED: false, UPDATED_BY: 'test' }).onConflictDoNothing();
  const [account] = await db
    .insert(accounts)
    .values({ USERNAME: opts.username ?? `admin-${n}`, PASSWORD_HASH: await passwordHash(), ROLE: ROLE.STAFF, ADMIN: true, ROLE_DES: roleDes({}), NM: `Administrator ${n}` })
    .returning();
  return (await loadSessionUser(db, account.ID))!;
}

/** Staff of the main offices, for the usual allowed/refused tables. */
export async function buildOfficeStaff(db: DbOrTx) {
  return {
    card: await buildStaff(db, DEPT.CARD_OFFICE, { fmId: 1001 }),
    exam: await buildStaff(db, DEPT.EXAMINATION),
    treasurer: await buildStaff(db, DEPT.TREASURER),
    transport: await buildStaff(db, DEPT.TRANSPORT),
    library: await buildStaff(db, DEPT.MAIN_LIBRARY),
    hostel: await buildStaff(db, 407),
  };
}
