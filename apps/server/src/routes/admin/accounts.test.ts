import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, DEPT, MSG, type SessionUser } from '@portal/domain';
import { accounts, auditLog } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { type CallAs, createAdminTestApp } from '../../test/admin-helpers.js';
import { buildStaff, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
let admin: SessionUser;
let staff: SessionUser;
let student: SessionUser;
let call: CallAs;
beforeAll(async () => {
  ({ t, admin, staff, student, call } = await createAdminTestApp({ admin: 'accounts-admin' }));
});
afterAll(() => t.close());

const accountNamed = async (username: string) => (await t.db.select().from(accounts).where(sql`lower(${accounts.USERNAME}) = ${username.toLowerCase()}`))[0];
const countAccounts = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(accounts))[0].n);
const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('GET /api/admin/accounts', () => {
  it('answers 401 without a token, 403 to staff and students', async () => {
    expect((await call('GET', '/api/admin/accounts', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/accounts', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/accounts', student)).statusCode).toBe(403);
  });

  it('pages every account on the server, staff and administrators before students', async () => {
    const res = await call('GET', '/api/admin/accounts?page=1&pageSize=10', admin);
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows[0].KIND).not.toBe('student');
    expect(JSON.stringify(rows)).not.toMatch(/PASSWORD_HASH|MFA_SECRET|argon2/);
  });

  it('searches by username or name and filters by role, office, disabled and two-factor', async () => {
    await buildStaff(t.db, DEPT.EXAMINATION, { username: 'list-exam-clerk' });
    const search = (await call('GET', '/api/admin/accounts?q=exam-clerk&page=1', admin)).json().data;
    expect(search.rows.map((r: { USERNAME: string }) => r.USERNAME)).toEqual(['list-exam-clerk']);
    const admins = (await call('GET', '/api/admin/accounts?role=admin&page=1', admin)).json().data.rows;
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((r: { KIND: string }) => r.KIND === 'admin')).toBe(true);
    const exam = (await call('GET', `/api/admin/accounts?office=${DEPT.EXAMINATION}&page=1`, admin)).json().data.rows;
    expect(exam.every((r: { D_ID: number }) => r.D_ID === DEPT.EXAMINATION)).toBe(true);
    await t.db.update(accounts).set({ DISABLED: true }).where(eq(accounts.USERNAME, 'list-exam-clerk'));
    const disabled = (await call('GET', '/api/admin/accounts?disabled=true&page=1', admin)).json().data.rows;
    expect(disabled.map((r: { USERNAME: string }) => r.USERNAME)).toContain('list-exam-clerk');
    expect(disabled.every((r: { DISABLED: boolean }) => r.DISABLED)).toBe(true);
    const mfa = (await call('GET', '/api/admin/accounts?mfa=true&page=1', admin)).json().data;
    expect(mfa.rows.every((r: { MFA_ON: boolean }) => r.MFA_ON)).toBe(true);
  });

  it('refuses an unknown role, a page size not offered and a filter of another list', async () => {
    expect((await call('GET', '/api/admin/accounts?role=king', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/accounts?page=1&pageSize=7', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/accounts?filters[PASSWORD_HASH]=x', admin)).json().msg).toBe(MSG.cannotFilterList);
  });
});

describe('POST /api/admin/accounts', () => {
  const body = { username: 'new-clerk', name: 'New Clerk', D_ID: DEPT.EXAMINATION, hod: false, email: 'clerk@staff.example.edu' };

  it('answers 401 without a token, 403 to staff and students, and creates nothing', async () => {
    const before = await countAccounts();
    expect((await call('POST', '/api/admin/accounts', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/accounts', staff, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/accounts', student, body)).statusCode).toBe(403);
    expect(await countAccounts()).toBe(before);
  });

  it('creates a staff account with a one-time password shown once; the owner must change it at first sign-in', async () => {
    const res = await call('POST', '/api/admin/accounts', admin, body);
    expect(res.statusCode).toBe(200);
    const { password, data, msg } = res.json();
    expect(msg).toBe(ACCOUNT_MSG.accountCreated);
    expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(data).toMatchObject({ USERNAME: 'new-clerk', KIND: 'staff', D_ID: DEPT.EXAMINATION, MUST_CHANGE_PASSWORD: true, MFA_ON: false });
    const row = await accountNamed('new-clerk');
    expect(row.PASSWORD_HASH).not.toContain(password);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, 'new-clerk'));
    expect(entry).toMatchObject({ ENTITY: 'account', ACTION: 'create', ACTOR_ID: admin.ID });
    expect(JSON.stringify(entry.AFTER)).not.toContain(password);

    const signIn = await login('new-clerk', password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().mustChangePassword).toBe(true);
    const headers = { authorization: `Bearer ${signIn.json().token}` };
    const refused = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(ACCOUNT_MSG.mustChangePassword);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { oldPassword: password, newPassword: 'Clerk@2026!' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/userProfile', headers })).statusCode).toBe(401);
    expect((await login('new-clerk', 'Clerk@2026!')).json().mustChangePassword).toBeUndefined();
  });

  it('creates an administrator without an office', async () => {
    const res = await call('POST', '/api/admin/accounts', admin, { username: 'second-admin', name: 'Second Administrator', admin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ KIND: 'admin', D_ID: null, FM_ID: null });
  });

  it.each([
    ['an unknown office', { ...body, username: 'x-unknown', D_ID: 999 }, 400, ACCOUNT_MSG.unknownOffice],
    ['a staff account without an office', { username: 'x-no-office', name: 'No Office' }, 400, ACCOUNT_MSG.officeRequired],
    ['a username taken (in another case)', { ...body, username: 'ACCOUNTS-ADMIN' }, 409, ACCOUNT_MSG.usernameTaken],
    ['a staff id taken', { ...body, username: 'x-fm', FM_ID: 100_000 + 1 }, 409, ACCOUNT_MSG.staffIdTaken],
    ['a bad username', { ...body, username: 'a b' }, 400, ACCOUNT_MSG.usernameFormat],
    ['no name', { ...body, username: 'x-no-name', name: '  ' }, 400, ACCOUNT_MSG.enterName],
    ['a bad e-mail', { ...body, username: 'x-mail', email: 'not-mail' }, 400, ACCOUNT_MSG.badEmail],
  ])('refuses %s with a clear message and creates nothing', async (_name, payload, status, msg) => {
    const taken = (await t.db.select({ fm: accounts.FM_ID }).from(accounts).where(sql`${accounts.FM_ID} is not null`).limit(1))[0].fm!;
    const sent = 'FM_ID' in payload ? { ...payload, FM_ID: taken } : payload;
    const before = await countAccounts();
    const res = await call('POST', '/api/admin/accounts', admin, sent);
    expect(res.statusCode).toBe(status);
    expect(res.json().msg).toBe(msg);
    expect(await countAccounts()).toBe(before);
  });
});

describe('PATCH /api/admin/accounts/:username', () => {
  it('answers 401 without a token, 403 to staff and students, and changes nothing', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    for (const [user, status] of [
      [null, 401],
      [staff, 403],
      [student, 403],
    ] as const) {
      expect((await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, user, { name: 'Changed' })).statusCode).toBe(status);
    }
    expect((await accountNamed(target.USERNAME)).NM).toBe(target.NM);
  });

  it('changes the name, office, HOD and dues flags, audited with before and after', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    const res = await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, admin, { name: 'Renamed', D_ID: 201, hod: true, duesAdmin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ NM: 'Renamed', D_ID: 201, HOD: true, DUES_ADMIN: true });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, target.USERNAME));
    expect(entry).toMatchObject({ ACTION: 'update', BEFORE: expect.objectContaining({ NM: target.NM }), AFTER: expect.objectContaining({ NM: 'Renamed' }) });
    // The dues flag lets them into the dues screens' calls.
    const profile = await call('GET', '/api/userProfile', { ...target, D_ID: 201 });
    expect(profile.json().data.IS_DUES_ADMIN).toBe(true);
  });

  it('disables an account: its sessions end at once and it cannot sign in; enabling lets it sign in again, not the old sessions', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    const headers = await t.auth(target);
    expect((await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, admin, { disabled: true })).json().data.DISABLED).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/userProfile', headers })).statusCode).toBe(401);
    expect((await login(target.USERNAME, TEST_PASSWORD)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, admin, { disabled: false })).json().data.DISABLED).toBe(false);
    expect((await login(target.USERNAME, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/userProfile', headers })).statusCode).toBe(401);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, target.USERNAME))).map((e) => e.ACTION);
    expect(actions).toEqual(expect.arrayContaining(['disable', 'enable']));
  });

  it.each<[string, () => string, object, number, string]>([
    ['their own account disabled', () => admin.USERNAME, { disabled: true }, 400, ACCOUNT_MSG.notOwnDisable],
    ['their own administrator role taken', () => admin.USERNAME, { admin: false }, 400, ACCOUNT_MSG.notOwnAdminRole],
    ["a student's account given an office", () => student.USERNAME, { D_ID: 101 }, 400, ACCOUNT_MSG.studentAccountFields],
    ['an unknown office', () => staff.USERNAME, { D_ID: 999 }, 400, ACCOUNT_MSG.unknownOffice],
    ['an empty body', () => staff.USERNAME, {}, 400, MSG.nothingToChange],
    ['an unknown account', () => 'nobody-such', { name: 'X' }, 404, ACCOUNT_MSG.accountNotFound],
  ])('refuses %s with a clear message and changes nothing', async (_name, username, payload, status, msg) => {
    const before = await t.db.select().from(accounts).orderBy(accounts.ID);
    const res = await call('PATCH', `/api/admin/accounts/${username()}`, admin, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().msg).toBe(msg);
    expect(await t.db.select().from(accounts).orderBy(accounts.ID)).toEqual(before);
  });
});
