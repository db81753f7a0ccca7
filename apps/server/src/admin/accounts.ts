import { eq, sql } from 'drizzle-orm';
import { ROLE, roleDes } from '@portal/domain';
import type { Db } from '../db/client.js';
import { accounts, departments } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
}

async function accountId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: accounts.ID }).from(accounts).where(sql`lower(${accounts.USERNAME}) = ${username.toLowerCase()}`);
  if (!row) throw new Error(`No account named ${username}.`);
  return row.id;
}

export async function createStaff(
  db: Db,
  s: { username: string; name: string; deptId: number; fmId?: number; hod?: boolean; it?: boolean; password: string },
): Promise<number> {
  checkPassword(s.password);
  const [dept] = await db.select().from(departments).where(eq(departments.D_ID, s.deptId));
  if (!dept) throw new Error(`No department ${s.deptId}.`);
  const [{ max }] = await db.select({ max: sql<number>`coalesce(max(${accounts.FM_ID}), 5000)` }).from(accounts);
  const [row] = await db
    .insert(accounts)
    .values({ USERNAME: s.username, NM: s.name, D_ID: s.deptId, FM_ID: s.fmId ?? Number(max) + 1, ROLE: ROLE.STAFF, ROLE_DES: roleDes({ hod: s.hod, it: s.it }), PASSWORD_HASH: await hashPassword(s.password) })
    .onConflictDoNothing()
    .returning({ id: accounts.ID });
  if (!row) throw new Error(`The username ${s.username} or staff id is taken.`);
  return row.id;
}

export async function setDisabled(db: Db, username: string, disabled: boolean) {
  await db.update(accounts).set({ DISABLED: disabled }).where(eq(accounts.ID, await accountId(db, username)));
}

export async function setPassword(db: Db, username: string, password: string) {
  checkPassword(password);
  await db.update(accounts).set({ PASSWORD_HASH: await hashPassword(password), FAILED_LOGINS: 0, LOCKED_UNTIL: null }).where(eq(accounts.ID, await accountId(db, username)));
}

/** `set-email --username u --email e`: where a staff account's daily digest goes; empty clears it. */
export async function setEmail(db: Db, username: string, email: string) {
  const value = email.trim();
  if (value && !z.email().safeParse(value).success) throw new Error(`Not a valid email address: ${value}`);
  await db.update(accounts).set({ EMAIL: value || null }).where(eq(accounts.ID, await accountId(db, username)));
}
