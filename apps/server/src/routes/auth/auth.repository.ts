import { eq, sql } from 'drizzle-orm';
import { ROLE, type SessionUser } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { accounts, departments, students } from '../../db/schema/index.js';
import { passwordStamp } from '../../lib/tokens.js';

/** Account columns a session needs. */
const sessionAccount = {
  ID: accounts.ID,
  USERNAME: accounts.USERNAME,
  ROLE: accounts.ROLE,
  ROLE_DES: accounts.ROLE_DES,
  D_ID: accounts.D_ID,
  FM_ID: accounts.FM_ID,
  NM: accounts.NM,
  DISABLED: accounts.DISABLED,
  ADMIN: accounts.ADMIN,
};
/** Student columns a session needs (not the photo bytes: this runs on every request). */
const sessionStudent = {
  ID: students.ID,
  D_ID: students.D_ID,
  NM: students.NM,
  ROLNO: students.ROLNO,
  C_CODE: students.C_CODE,
  MAJ_ID: students.MAJ_ID,
  SE_ID: students.SE_ID,
  YEAR: students.YEAR,
  RN: students.RN,
};
type SessionAccount = Pick<typeof accounts.$inferSelect, keyof typeof sessionAccount>;
type SessionStudent = Pick<typeof students.$inferSelect, keyof typeof sessionStudent>;

/** Session fields of an account (null when missing or disabled). */
export async function loadSessionUser(db: DbOrTx, accountId: number): Promise<SessionUser | null> {
  return (await loadSession(db, accountId))?.user ?? null;
}

/**
 * Session fields of an account and the stamp of its current password (lib/tokens.ts `passwordStamp`),
 * in one indexed read; null when missing or disabled.
 */
export async function loadSession(db: DbOrTx, accountId: number): Promise<{ user: SessionUser; passwordStamp: string } | null> {
  const [row] = await db
    .select({ a: sessionAccount, s: sessionStudent, D_NM: departments.D_NM, PASSWORD_HASH: accounts.PASSWORD_HASH })
    .from(accounts)
    .leftJoin(students, eq(students.ID, accounts.STUDENT_ID))
    .leftJoin(departments, eq(departments.D_ID, sql`coalesce(${students.D_ID}, ${accounts.D_ID})`))
    .where(eq(accounts.ID, accountId))
    .limit(1);
  if (!row || row.a.DISABLED) return null;
  return { user: toSessionUser(row.a, row.s, row.D_NM), passwordStamp: passwordStamp(row.PASSWORD_HASH) };
}

export function toSessionUser(a: SessionAccount, s: SessionStudent | null, deptName: string | null): SessionUser {
  const isStudent = a.ROLE === ROLE.STUDENT;
  return {
    ID: a.ID,
    USERNAME: a.USERNAME,
    // The administrator flag makes the session an administrator's, whatever office the account names.
    ROLE: isStudent ? ROLE.STUDENT : a.ADMIN ? ROLE.ADMIN : ROLE.STAFF,
    ROLE_DES: a.ROLE_DES,
    D_ID: isStudent ? (s?.D_ID ?? null) : a.D_ID,
    D_NM: deptName,
    FM_ID: a.FM_ID,
    NM: s?.NM ?? a.NM,
    ROLNO: s?.ROLNO ?? null,
    C_CODE: s?.C_CODE ?? null,
    MAJ_ID: s?.MAJ_ID ?? null,
    SE_ID: s?.SE_ID ?? null,
    YEAR: s?.YEAR ?? null,
    RN: s?.RN ?? null,
    STD_ID: s?.ID ?? null,
  };
}

export async function findAccountByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.USERNAME}) = ${username.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function recordLoginFailure(db: DbOrTx, id: number, lockAfter: number, lockMs: number) {
  await db
    .update(accounts)
    .set({
      FAILED_LOGINS: sql`${accounts.FAILED_LOGINS} + 1`,
      LOCKED_UNTIL: sql`case when ${accounts.FAILED_LOGINS} + 1 >= ${lockAfter} then now() + (${lockMs} || ' milliseconds')::interval else ${accounts.LOCKED_UNTIL} end`,
    })
    .where(eq(accounts.ID, id));
}

export async function recordLoginSuccess(db: DbOrTx, id: number) {
  await db.update(accounts).set({ FAILED_LOGINS: 0, LOCKED_UNTIL: null }).where(eq(accounts.ID, id));
}
