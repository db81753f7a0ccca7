import { eq, sql } from 'drizzle-orm';
import { isEmailAddress, M, passwordProblem, ROLE, roleDes, systemActor, type AccountCreateBody, type AccountPatchBody, type Actor } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { accounts, departments } from '../db/schema/index.js';
import { audit } from '../lib/audit.js';
import { badRequest, conflict } from '../lib/errors.js';
import { hashPassword } from '../lib/passwords.js';
import { oneTimePassword } from '../identity/one-time-password.js';
import { loadAccount } from '../identity/accounts.js';
import { endSessions } from '../identity/end-sessions.js';
import { accountRowOf, type AccountRowSource } from './account-list.js';

/** Who makes a change from the command line (`npm run admin`): a system principal, named so in the audit log. */
export const COMMAND_LINE = systemActor('command-line');

function checkPassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem === 'short' ? M.account.passwordTooShort : M.account.passwordTooLong);
}

async function checkOffice(db: DbOrTx, dId: number | null | undefined) {
  if (dId == null) return null;
  const [dept] = await db.select({ D_NM: departments.D_NM }).from(departments).where(eq(departments.D_ID, dId));
  if (!dept) throw badRequest(M.account.unknownOffice);
  return dept.D_NM;
}

/** A unique-index violation's constraint name, or null. */
function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return c ? (c.constraint ?? 'unique') : null;
}

function conflictOf(err: unknown): never {
  const which = uniqueViolation(err);
  if (which?.includes('fm_id')) throw conflict(M.account.staffIdTaken);
  if (which) throw conflict(M.account.usernameTaken);
  throw err;
}

/**
 * A new staff id from the database's sequence (from 5001, past every id in use when it was made): accounts
 * created at the same moment each get their own. An id an administrator typed by hand is passed over.
 */
async function nextStaffId(db: DbOrTx): Promise<number> {
  for (;;) {
    const [{ id }] = await db.select({ id: sql<number>`nextval('staff_id_seq')::int` }).from(sql`(select 1) as one`);
    const [taken] = await db.select({ id: accounts.ID }).from(accounts).where(eq(accounts.FM_ID, id)).limit(1);
    if (!taken) return id;
  }
}

/**
 * Creates a staff or administrator account. Without `password` a one-time password is made, and the owner
 * must change it at first sign-in; the answer is the account and that password (shown once). The command
 * line passes the password it read and the owner keeps it.
 */
export async function createAccount(db: Db, actor: Actor, body: AccountCreateBody, password?: string) {
  if (!body.admin && body.D_ID == null) throw badRequest(M.account.officeRequired);
  if (password !== undefined) checkPassword(password);
  const plain = password ?? oneTimePassword();
  const hash = await hashPassword(plain);
  return db.transaction(async (tx) => {
    await checkOffice(tx, body.D_ID);
    const taken = await tx.select({ id: accounts.ID }).from(accounts).where(sql`lower(${accounts.USERNAME}) = ${body.username.toLowerCase()}`);
    if (taken.length) throw conflict(M.account.usernameTaken);
    if (body.FM_ID != null && (await tx.select({ id: accounts.ID }).from(accounts).where(eq(accounts.FM_ID, body.FM_ID))).length) throw conflict(M.account.staffIdTaken);
    const values = {
      USERNAME: body.username,
      NM: body.name,
      D_ID: body.D_ID ?? null,
      FM_ID: body.FM_ID ?? (body.admin ? null : await nextStaffId(tx)),
      ROLE: ROLE.STAFF,
      ROLE_DES: roleDes({ hod: body.hod, it: body.it }),
      DUES_ADMIN: body.duesAdmin ?? false,
      ADMIN: body.admin ?? false,
      EMAIL: body.email ?? null,
      PASSWORD_HASH: hash,
      MUST_CHANGE_PASSWORD: password === undefined,
    };
    const [row] = await tx.insert(accounts).values(values).returning().catch(conflictOf);
    const data = accountRowOf(await withOffice(tx, row));
    await audit(tx, actor, { entity: 'account', entityId: row.USERNAME, action: 'create', after: data });
    return { data, password: plain };
  });
}

async function withOffice(db: DbOrTx, row: typeof accounts.$inferSelect): Promise<AccountRowSource> {
  const [dept] = row.D_ID == null ? [] : await db.select({ D_NM: departments.D_NM }).from(departments).where(eq(departments.D_ID, row.D_ID));
  return { ...row, D_NM: dept?.D_NM ?? null };
}

/** Changes an account's fields (PATCH): name, office, staff id, HOD/IT/dues/administrator flags, e-mail, disabled. */
export async function updateAccount(db: Db, actor: Actor, username: string, patch: AccountPatchBody) {
  return db.transaction(async (tx) => {
    const before = await loadAccount(tx, username, true);
    const beforeRow = accountRowOf(await withOffice(tx, before));
    const admin = patch.admin ?? before.ADMIN;
    const dId = patch.D_ID !== undefined ? patch.D_ID : before.D_ID;
    if (before.ROLE !== ROLE.STUDENT && !admin && dId == null) throw badRequest(M.account.officeRequired);
    if (patch.D_ID !== undefined) await checkOffice(tx, patch.D_ID);
    if (patch.FM_ID != null) {
      const [other] = await tx.select({ id: accounts.ID }).from(accounts).where(eq(accounts.FM_ID, patch.FM_ID));
      if (other && other.id !== before.ID) throw conflict(M.account.staffIdTaken);
    }
    const hod = patch.hod ?? beforeRow.HOD;
    const it = patch.it ?? beforeRow.IT;
    const set: Partial<typeof accounts.$inferInsert> = {
      ...(patch.name !== undefined ? { NM: patch.name } : {}),
      ...(patch.D_ID !== undefined ? { D_ID: patch.D_ID } : {}),
      ...(patch.FM_ID !== undefined ? { FM_ID: patch.FM_ID } : {}),
      ...(patch.hod !== undefined || patch.it !== undefined ? { ROLE_DES: roleDes({ hod, it }) } : {}),
      ...(patch.duesAdmin !== undefined ? { DUES_ADMIN: patch.duesAdmin } : {}),
      ...(patch.admin !== undefined ? { ADMIN: patch.admin } : {}),
      ...(patch.email !== undefined ? { EMAIL: patch.email } : {}),
      ...(patch.disabled !== undefined ? { DISABLED: patch.disabled } : {}),
    };
    const [row] = await tx.update(accounts).set(set).where(eq(accounts.ID, before.ID)).returning().catch(conflictOf);
    if (patch.disabled === true && !before.DISABLED) await endSessions(tx, before.ID);
    const data = accountRowOf(await withOffice(tx, row));
    const action = patch.disabled === true && !before.DISABLED ? 'disable' : patch.disabled === false && before.DISABLED ? 'enable' : 'update';
    await audit(tx, actor, { entity: 'account', entityId: row.USERNAME, action, before: beforeRow, after: data });
    return data;
  });
}

/** Disables or enables an account (disabling ends its sessions; enabling again does not revive them). */
export async function setDisabled(db: Db, username: string, disabled: boolean, actor: Actor = COMMAND_LINE) {
  return updateAccount(db, actor, username, { disabled });
}

/**
 * Sets a new password and ends every earlier session. `mustChange`: a one-time password the owner must
 * change at first sign-in.
 */
async function replacePassword(db: Db, actor: Actor, username: string, password: string, mustChange: boolean, action: string) {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const account = await loadAccount(tx, username, true);
    await tx
      .update(accounts)
      .set({ PASSWORD_HASH: hash, MUST_CHANGE_PASSWORD: mustChange, FAILED_LOGINS: 0, LOCKED_UNTIL: null })
      .where(eq(accounts.ID, account.ID));
    await endSessions(tx, account.ID);
    await audit(tx, actor, { entity: 'account', entityId: account.USERNAME, action, after: { mustChangePassword: mustChange } });
    const [row] = await tx.select().from(accounts).where(eq(accounts.ID, account.ID));
    return accountRowOf(await withOffice(tx, row));
  });
}

/** The administrator's reset: a one-time password (shown once) the owner must change; every session ends. */
export async function resetPassword(db: Db, actor: Actor, username: string) {
  const password = oneTimePassword();
  const data = await replacePassword(db, actor, username, password, true, 'reset-password');
  return { data, password };
}

/** `set-password` of the command line: the password read from the prompt, kept by the owner. */
export async function setPassword(db: Db, username: string, password: string, actor: Actor = COMMAND_LINE) {
  checkPassword(password);
  await replacePassword(db, actor, username, password, false, 'set-password');
}

/** The command line's `create-staff`: the same service, with the password it read (no change required). */
export async function createStaff(
  db: Db,
  s: { username: string; name: string; deptId: number | null; fmId?: number; hod?: boolean; it?: boolean; admin?: boolean; password: string },
): Promise<number> {
  const { data } = await createAccount(db, COMMAND_LINE, { username: s.username, name: s.name, D_ID: s.deptId, FM_ID: s.fmId, hod: s.hod, it: s.it, admin: s.admin }, s.password);
  return data.ID;
}

/** `set-email --username u --email e`: where a staff account's daily digest goes; empty clears it. */
export async function setEmail(db: Db, username: string, email: string, actor: Actor = COMMAND_LINE) {
  const value = email.trim();
  if (value && !isEmailAddress(value)) throw badRequest(M.account.badEmail);
  await updateAccount(db, actor, username, { email: value || null });
}
