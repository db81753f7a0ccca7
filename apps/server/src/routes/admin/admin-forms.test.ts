import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, DEPT, EVENT_ADMIN_MSG, ROLE, type SessionUser } from '@portal/domain';
import { accounts } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { type CallAs, createAdminTestApp, refusedCallers } from '../../test/admin-helpers.js';
import { buildStaff } from '../../test/factories.js';

/**
 * What the administrator's forms read from the API: every field's problem at once (`fieldErrors`), a disable
 * or enable said as such, and the accounts list's exact total whatever the number of student accounts.
 */
let t: TestApp;
let admin: SessionUser;
let staff: SessionUser;
let student: SessionUser;
let call: CallAs;
beforeAll(async () => {
  ({ t, admin, staff, student, call } = await createAdminTestApp({ admin: 'forms-admin' }));
});
afterAll(() => t.close());

const countAccounts = async (where = sql`true`) => Number((await t.db.select({ n: sql<number>`count(*)` }).from(accounts).where(where))[0].n);
const fieldsOf = (body: { fieldErrors?: { field: string; msg: string; msgCode?: string }[] }) =>
  Object.fromEntries((body.fieldErrors ?? []).map((f) => [f.field, f.msgCode]));

describe('a refused payload names every field that is wrong', () => {
  it('creating an account: the username, the name (too long, not "enter the name") and the e-mail, each with its code', async () => {
    const res = await call('POST', '/api/admin/accounts', admin, { username: 'x', name: 'N'.repeat(5000), email: 'not-an-address', D_ID: DEPT.EXAMINATION });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(fieldsOf(body)).toEqual({ username: 'account.usernameFormat', name: 'account.nameTooLong', email: 'account.badEmail' });
    // The answer as it was: the first problem in `msg`, with its code.
    expect(body.msg).toBe(body.fieldErrors[0].msg);
    expect(body.msgCode).toBe(body.fieldErrors[0].msgCode);
    expect(body.fieldErrors.find((f: { field: string }) => f.field === 'name').msg).toBe(ACCOUNT_MSG.nameTooLong);
  });

  it('an empty name still asks for the name', async () => {
    const res = await call('POST', '/api/admin/accounts', admin, { username: 'no-name', name: '  ' });
    expect(fieldsOf(res.json())).toEqual({ name: 'account.enterName' });
  });

  it('creating an event: each wrong field in words, none named by its wire key', async () => {
    const res = await call('POST', '/api/admin/events', admin, {
      CODE: 'bad code',
      NAME: 'N'.repeat(101),
      VENUE: 'V',
      EVENT_DATE: 'soon',
      TICKET_STOCK: 0,
      OPENS_AT: '2027-01-01T10:00:00+05:00',
      CLOSES_AT: '2027-01-02T10:00:00+05:00',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(fieldsOf(body)).toEqual({
      CODE: 'eventAdmin.codeFormat',
      NAME: 'eventAdmin.nameRequired',
      VENUE: 'eventAdmin.venueRequired',
      EVENT_DATE: 'eventAdmin.dateFormat',
      TICKET_STOCK: 'eventAdmin.stockRange',
    });
    for (const f of body.fieldErrors) expect(f.msg).not.toMatch(/\b[A-Z]{2,}_?[A-Z]*\b must/);
    expect(EVENT_ADMIN_MSG.codeFormat).toMatch(/^The code/);
  });

  it('a department and a programme: every field at once', async () => {
    const dept = await call('POST', '/api/admin/departments', admin, { D_ID: 50, D_NM: 'X' });
    expect(fieldsOf(dept.json())).toEqual({ D_ID: 'academics.deptId', D_NM: 'academics.deptName' });
    const prog = await call('POST', '/api/admin/programmes', admin, { MAJ_ID: 0, NAME: 'Y', SHORT: 'bs', D_ID: 201, C_CODE: 9 });
    expect(fieldsOf(prog.json())).toEqual({ MAJ_ID: 'academics.programmeId', NAME: 'academics.deptName', SHORT: 'academics.shortFormat', C_CODE: 'academics.level' });
  });

  it('callers who may not use the form are refused before their payload is read', async () => {
    for (const [as, status] of refusedCallers(staff, student)) {
      const res = await call('POST', '/api/admin/accounts', as, { username: 'x' });
      expect(res.statusCode).toBe(status);
      expect(res.json().fieldErrors).toBeUndefined();
    }
  });
});

describe('disabling and enabling an account', () => {
  it('says "disabled" and "enabled" (any other change: "saved"), in words and by code', async () => {
    const target = await buildStaff(t.db, DEPT.EXAMINATION, { username: 'forms-clerk' });
    const off = await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, admin, { disabled: true });
    expect(off.json()).toMatchObject({ msg: ACCOUNT_MSG.accountDisabled, msgCode: 'account.accountDisabled', data: { DISABLED: true } });
    const on = await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, admin, { disabled: false });
    expect(on.json()).toMatchObject({ msg: ACCOUNT_MSG.accountEnabled, msgCode: 'account.accountEnabled', data: { DISABLED: false } });
    const renamed = await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, admin, { name: 'Forms Clerk' });
    expect(renamed.json()).toMatchObject({ msg: ACCOUNT_MSG.accountSaved, msgCode: 'account.accountSaved' });
    for (const [as, status] of refusedCallers(staff, student)) {
      expect((await call('PATCH', `/api/admin/accounts/${target.USERNAME}`, as, { disabled: true })).statusCode).toBe(status);
    }
  });
});

describe('the accounts list total', () => {
  it('is exact past a thousand accounts when the list is as opened or shows one kind; other filters count up to the cap', async () => {
    const rows = Array.from({ length: 1_100 }, (_, i) => ({ USERNAME: `bulk-student-${i}`, PASSWORD_HASH: 'x', ROLE: ROLE.STUDENT, NM: `Bulk Student ${i}` }));
    await t.db.insert(accounts).values(rows);
    const all = (await call('GET', '/api/admin/accounts?page=1', admin)).json().data;
    expect(all).toMatchObject({ total: await countAccounts() });
    expect(all.totalIsEstimate).toBeUndefined();
    const students = (await call('GET', '/api/admin/accounts?page=1&role=student', admin)).json().data;
    expect(students.total).toBe(await countAccounts(eq(accounts.ROLE, ROLE.STUDENT)));
    expect(students.totalIsEstimate).toBeUndefined();
    const staffOnly = (await call('GET', '/api/admin/accounts?page=1&role=staff', admin)).json().data;
    expect(staffOnly.total).toBe(await countAccounts(sql`${accounts.ROLE} <> ${ROLE.STUDENT} and not ${accounts.ADMIN}`));
    // A search counts its matches up to the cap.
    const search = (await call('GET', '/api/admin/accounts?page=1&q=bulk-student', admin)).json().data;
    expect(search).toMatchObject({ total: 1_000, totalIsEstimate: true });

    // The counters follow a change of kind and a delete.
    await t.db.update(accounts).set({ ADMIN: true, ROLE: ROLE.STAFF }).where(eq(accounts.USERNAME, 'bulk-student-1'));
    await t.db.delete(accounts).where(sql`${accounts.USERNAME} like 'bulk-student-1_'`);
    const after = (await call('GET', '/api/admin/accounts?page=1&role=admin', admin)).json().data;
    expect(after.total).toBe(await countAccounts(sql`${accounts.ROLE} <> ${ROLE.STUDENT} and ${accounts.ADMIN}`));
    expect((await call('GET', '/api/admin/accounts?page=1', admin)).json().data.total).toBe(await countAccounts());
  });
});
