import { eq, sql } from 'drizzle-orm';
import { mfaRequiredFor, ROLE, type SessionUser } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { accounts, departments, mfaRoleRequirements, students } from '../db/schema/index.js';
// The read behind every session (the account, its student, its department): the session cache (sessions.ts),
// sign-in and the test factories use it.

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
  DUES_ADMIN: accounts.DUES_ADMIN,
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

/** The session's role of an account row, as the two-factor requirements name it. */
const sessionRole = sql<string>`case when ${accounts.ROLE} = ${ROLE.STUDENT} then ${ROLE.STUDENT} when ${accounts.ADMIN} then ${ROLE.ADMIN} else ${ROLE.STAFF} end`;

/**
 * Session fields of an account and its session version, in one indexed read; null when missing or disabled.
 * The user carries MUST_CHANGE_PASSWORD and MFA_ENROL_REQUIRED while either holds (the API's door,
 * plugins/authorize.ts, refuses every other call then).
 */
export async function loadSession(db: DbOrTx, accountId: number): Promise<{ user: SessionUser; tokenVersion: number } | null> {
  const [row] = await db
    .select({
      a: sessionAccount,
      s: sessionStudent,
      D_NM: departments.D_NM,
      TOKEN_VERSION: accounts.TOKEN_VERSION,
      MUST_CHANGE_PASSWORD: accounts.MUST_CHANGE_PASSWORD,
      MFA_ON: sql<boolean>`${accounts.MFA_ENABLED_AT} is not null`,
      MFA_REQUIRED: sql<boolean | null>`(select ${mfaRoleRequirements.REQUIRED} from ${mfaRoleRequirements} where ${mfaRoleRequirements.ROLE} = ${sessionRole})`,
    })
    .from(accounts)
    .leftJoin(students, eq(students.ID, accounts.STUDENT_ID))
    .leftJoin(departments, eq(departments.D_ID, sql`coalesce(${students.D_ID}, ${accounts.D_ID})`))
    .where(eq(accounts.ID, accountId))
    .limit(1);
  if (!row || row.a.DISABLED) return null;
  const user = toSessionUser(row.a, row.s, row.D_NM);
  if (row.MUST_CHANGE_PASSWORD) user.MUST_CHANGE_PASSWORD = true;
  if (row.a.DUES_ADMIN && user.ROLE === ROLE.STAFF) user.DUES_ADMIN = true;
  const stored = row.MFA_REQUIRED == null ? {} : { [user.ROLE]: row.MFA_REQUIRED };
  if (!row.MFA_ON && mfaRequiredFor(user.ROLE, stored)) user.MFA_ENROL_REQUIRED = true;
  return { user, tokenVersion: row.TOKEN_VERSION };
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
