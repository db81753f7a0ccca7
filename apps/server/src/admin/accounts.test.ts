import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEPT } from '@portal/domain';
import { accounts, auditLog } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff } from '../test/factories.js';
import { runAdminCommand } from './admin-commands.js';

/** The command line's account commands: the same services as the administrator's screens, audited as the command line. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (username: string) => (await t.db.select().from(accounts).where(eq(accounts.USERNAME, username)))[0];

describe('npm run admin: accounts', () => {
  it('creates the first administrator (no office) with the password typed at the prompt, kept by its owner', async () => {
    const out = await runAdminCommand(t.db as never, 'create-staff', { username: 'first-admin', name: 'First Administrator', admin: true, password: 'Admin@12345' });
    expect(out.exitCode).toBe(0);
    expect(await row('first-admin')).toMatchObject({ ADMIN: true, D_ID: null, MUST_CHANGE_PASSWORD: false });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'first-admin', password: 'Admin@12345' } });
    expect(signIn.statusCode).toBe(200);
    // Outside the demo an administrator must turn on two-factor sign-in first.
    expect(signIn.json()).toMatchObject({ user: { ROLE: 'ADM' }, mfaEnrolRequired: true });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, 'first-admin'));
    expect(entry).toMatchObject({ ACTION: 'create', ACTOR_NAME: 'Command line (system)' });
  });

  it('still asks a staff account for its office', async () => {
    await expect(runAdminCommand(t.db as never, 'create-staff', { username: 'no-office', name: 'X', password: 'Clerk@12345' })).rejects.toThrow('--dept is required');
  });

  it('signs an account out everywhere and clears its two-factor sign-in', async () => {
    const staff = await buildStaff(t.db, DEPT.EXAMINATION);
    const headers = await t.auth(staff);
    await t.db.update(accounts).set({ MFA_ENABLED_AT: new Date(), MFA_SECRET: 'v1.x.y.z', MFA_LAST_STEP: 5 }).where(eq(accounts.ID, staff.ID));
    expect((await runAdminCommand(t.db as never, 'sign-out', { username: staff.USERNAME })).lines[0]).toContain('signed out');
    expect((await t.app.inject({ method: 'GET', url: '/api/userProfile', headers })).statusCode).toBe(401);
    await runAdminCommand(t.db as never, 'clear-mfa', { username: staff.USERNAME });
    expect(await row(staff.USERNAME)).toMatchObject({ MFA_ENABLED_AT: null, MFA_SECRET: null, MFA_LAST_STEP: null });
    await expect(runAdminCommand(t.db as never, 'clear-mfa', { username: 'nobody-such' })).rejects.toThrow('No account has this username');
  });
});
