import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { actorLabel, isStudent, personOf, M, MFA_REQUIRED_BY_DEFAULT, MFA_ROLES, normaliseCode, RECOVERY_CODE_COUNT, secondFactorKind, TOTP, totpStepAccepted, type Actor, type MfaRole, type SessionUser } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { accounts, mfaRecoveryCodes, mfaRoleRequirements } from '../db/schema/index.js';
import { audit } from '../lib/audit.js';
import { conflict, forbidden } from '../lib/errors.js';
import { loadAccount } from './accounts.js';
import { endSessions } from './end-sessions.js';
import { randomText } from './one-time-password.js';
import { SecretBox } from './secret-box.js';

/** Recovery codes: capitals and digits a reader cannot mistake (secondFactorKind knows their shape). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const hashCode = (code: string) => crypto.createHash('sha256').update(normaliseCode(code)).digest('base64url');
const boxOf = (tokenSecret: string) => new SecretBox(tokenSecret, 'totp');

const totpOf = (secretBase32: string, label: string) =>
  new OTPAuth.TOTP({ issuer: TOTP.issuer, label, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.period, secret: OTPAuth.Secret.fromBase32(secretBase32) });

/**
 * Starts (or starts again) the enrolment of the signed-in staff member or administrator: a new secret,
 * stored encrypted, waiting for confirmation. Refused while two-factor sign-in is on (clear it first).
 */
export async function enrolTwoFactor(db: Db, tokenSecret: string, user: SessionUser) {
  if (isStudent(user)) throw forbidden(M.account.mfaStaffOnly);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const [row] = await db
    .update(accounts)
    .set({ MFA_SECRET: boxOf(tokenSecret).seal(secret), MFA_LAST_STEP: null })
    .where(and(eq(accounts.ID, user.ID), isNull(accounts.MFA_ENABLED_AT)))
    .returning({ id: accounts.ID });
  if (!row) throw conflict(M.account.mfaAlreadyOn);
  const otpauthUrl = totpOf(secret, user.USERNAME).toString();
  return { secret, otpauthUrl, qr: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/** Whether two-factor sign-in is on for the account (confirmed, not cleared). */
export async function twoFactorOn(db: DbOrTx, user: SessionUser): Promise<boolean> {
  const [row] = await db.select({ on: sql<boolean>`${accounts.MFA_ENABLED_AT} is not null` }).from(accounts).where(eq(accounts.ID, user.ID));
  return row?.on === true;
}

/** The time step a code matches (within the window around `now`), or null. */
function matchedStep(secretBase32: string, code: string, now: number): number | null {
  const totp = totpOf(secretBase32, 'x');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta == null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Accepts a TOTP code once: the step it matches must be later than the last accepted one, and is stored
 * in the same statement (two requests with one code: one wins).
 */
async function acceptTotp(db: DbOrTx, tokenSecret: string, account: { ID: number; MFA_SECRET: string | null; MFA_LAST_STEP: number | null }, code: string, now = Date.now()) {
  const secret = account.MFA_SECRET ? boxOf(tokenSecret).open(account.MFA_SECRET) : null;
  if (!secret) return false;
  const step = matchedStep(secret, code, now);
  const current = OTPAuth.TOTP.counter({ period: TOTP.period, timestamp: now });
  if (step == null || !totpStepAccepted(step, current, account.MFA_LAST_STEP)) return false;
  const [won] = await db
    .update(accounts)
    .set({ MFA_LAST_STEP: step })
    .where(and(eq(accounts.ID, account.ID), or(isNull(accounts.MFA_LAST_STEP), lt(accounts.MFA_LAST_STEP, step))))
    .returning({ id: accounts.ID });
  return !!won;
}

/** Ten new recovery codes (the old ones end); only their hashes are kept. */
async function newRecoveryCodes(tx: DbOrTx, accountId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomText(10, RECOVERY_ALPHABET));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.ACCOUNT_ID, accountId));
  await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ ACCOUNT_ID: accountId, CODE_HASH: hashCode(c) })));
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

/**
 * Turns two-factor sign-in on with the first code from the app; answers the recovery codes (shown once).
 * Every earlier session of the account ends (one signed in with the password alone must not outlive this):
 * the caller signs a new token.
 */
export async function confirmTwoFactor(db: Db, tokenSecret: string, user: SessionUser, code: string) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.ID, user.ID)).for('update');
    if (!account?.MFA_SECRET || account.MFA_ENABLED_AT) throw conflict(account?.MFA_ENABLED_AT ? M.account.mfaAlreadyOn : M.account.mfaNotEnrolling);
    if (!(await acceptTotp(tx, tokenSecret, account, code))) throw conflict(M.account.mfaWrongCode);
    await tx.update(accounts).set({ MFA_ENABLED_AT: new Date() }).where(eq(accounts.ID, account.ID));
    await endSessions(tx, account.ID);
    const recoveryCodes = await newRecoveryCodes(tx, account.ID);
    await audit(tx, user, { entity: 'account', entityId: account.USERNAME, action: 'mfa-on', after: { mfa: true } });
    return recoveryCodes;
  });
}

/**
 * The second factor at sign-in: a TOTP code accepted once, or an unused recovery code (used up by this).
 * `input` undefined: none was given.
 */
export async function checkSecondFactor(db: Db, tokenSecret: string, account: { ID: number; MFA_SECRET: string | null; MFA_LAST_STEP: number | null }, input: string) {
  const kind = secondFactorKind(input);
  if (kind === 'totp') return acceptTotp(db, tokenSecret, account, normaliseCode(input));
  if (kind === 'recovery') {
    const used = await db
      .delete(mfaRecoveryCodes)
      .where(and(eq(mfaRecoveryCodes.ACCOUNT_ID, account.ID), eq(mfaRecoveryCodes.CODE_HASH, hashCode(input))))
      .returning({ id: mfaRecoveryCodes.ID });
    return used.length > 0;
  }
  return false;
}

/**
 * The administrator clears an account's two-factor sign-in (lost phone): secret, step and recovery codes go,
 * and every session of the account ends (whoever holds the lost phone's sessions is signed out).
 */
export async function clearTwoFactor(db: Db, actor: Actor, username: string) {
  return db.transaction(async (tx) => {
    const account = await loadAccount(tx, username, true);
    await tx.update(accounts).set({ MFA_SECRET: null, MFA_ENABLED_AT: null, MFA_LAST_STEP: null }).where(eq(accounts.ID, account.ID));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.ACCOUNT_ID, account.ID));
    await endSessions(tx, account.ID);
    await audit(tx, actor, { entity: 'account', entityId: account.USERNAME, action: 'mfa-cleared', before: { mfa: account.MFA_ENABLED_AT != null }, after: { mfa: false } });
  });
}

/** Whether each role must sign in with a second factor, and whether that is the default. */
export async function twoFactorRequirements(db: DbOrTx) {
  const stored = new Map((await db.select().from(mfaRoleRequirements)).map((r) => [r.ROLE, r.REQUIRED]));
  return MFA_ROLES.map((role) => ({ role, required: stored.get(role) ?? MFA_REQUIRED_BY_DEFAULT[role], isDefault: !stored.has(role) }));
}

/**
 * The administrator requires (or stops requiring) two-factor sign-in for a role. An administrator who has no
 * second factor yet cannot require it of their own role: it would shut them out of every screen at once.
 */
export async function setTwoFactorRequirement(db: Db, actor: Actor, role: MfaRole, required: boolean) {
  const person = personOf(actor);
  if (required && person?.ROLE === role && !(await twoFactorOn(db, person))) throw conflict(M.account.mfaOwnFirst);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mfaRoleRequirements).where(eq(mfaRoleRequirements.ROLE, role));
    const by = personOf(actor)?.USERNAME ?? actorLabel(actor);
    await tx
      .insert(mfaRoleRequirements)
      .values({ ROLE: role, REQUIRED: required, UPDATED_BY: by })
      .onConflictDoUpdate({ target: mfaRoleRequirements.ROLE, set: { REQUIRED: required, UPDATED_AT: sql`now()`, UPDATED_BY: by } });
    await audit(tx, actor, { entity: 'mfa_requirement', entityId: role, action: 'update', before: before ? { required: before.REQUIRED } : null, after: { required } });
  });
  return twoFactorRequirements(db);
}
