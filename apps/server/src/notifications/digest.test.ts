import { DEPT } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setEmail } from '../admin/accounts.js';
import { setDepartmentTarget } from '../admin/department-targets.js';
import { accounts, clearanceRequests, clearanceRows, mailOutbox } from '../db/schema/index.js';
import { APPLICATION, client } from '../test/clearance-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { setTargetDays } from './department-targets.js';
import { buildCardRequest } from '../test/id-cards-helpers.js';
import { departmentBacklog } from './digest.js';
import { sendDigests } from './digest.js';

/** Overdue rows in the department list, target days per department, and the daily digest. */
let t: TestApp;
let api: ReturnType<typeof client>;
let oldTId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  for (const backdays of [14, 0]) {
    const s = await buildStudent(t.db);
    await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
    if (backdays) {
      oldTId = req.T_ID;
      await t.db.update(clearanceRows).set({ APPLY_DATE: new Date(Date.now() - backdays * DAY) }).where(eq(clearanceRows.T_ID, req.T_ID));
    }
  }
});
afterAll(() => t.close());

const listOf = async (filters: Record<string, string> = {}) => {
  const library = await buildStaff(t.db, DEPT.MAIN_LIBRARY);
  return (await api.post('/api/clearance-requests/admin', library, { STATUS: '', page: 1, pageSize: 10, filters })).body;
};

describe('overdue rows', () => {
  it('a row Pending past the target (default 5 working days) is marked overdue and can be filtered', async () => {
    const all = await listOf();
    expect(all.total).toBe(2);
    expect(all.rows.find((r: { T_ID: number }) => r.T_ID === oldTId).OVERDUE).toBe(true);
    expect(all.rows.filter((r: { OVERDUE: boolean }) => r.OVERDUE)).toHaveLength(1);
    const only = await listOf({ OVERDUE: 'yes' });
    expect(only.rows.map((r: { T_ID: number }) => r.T_ID)).toEqual([oldTId]);
    expect((await listOf({ OVERDUE: 'no' })).total).toBe(1);
  });
  it('a longer target of the department (admin command) makes it not overdue', async () => {
    await setDepartmentTarget(t.db, String(DEPT.MAIN_LIBRARY), '15');
    expect((await listOf({ OVERDUE: 'yes' })).total).toBe(0);
    await expect(setDepartmentTarget(t.db, '99999', '3')).rejects.toThrow('Unknown department');
    await expect(setDepartmentTarget(t.db, String(DEPT.MAIN_LIBRARY), '0')).rejects.toThrow('--days');
    await setTargetDays(t.db, DEPT.MAIN_LIBRARY, 5);
  });
});

describe('the daily digest', () => {
  it('mails staff who asked for it: count waiting, overdue first, links; once a day', async () => {
    const librarian = await buildStaff(t.db, DEPT.MAIN_LIBRARY);
    const quiet = await buildStaff(t.db, DEPT.MAIN_LIBRARY);
    await expect(setEmail(t.db, librarian.USERNAME, 'not-mail')).rejects.toThrow('Please enter a valid email address');
    await setEmail(t.db, librarian.USERNAME, 'librarian@example.edu');
    await t.db.update(accounts).set({ DIGEST: true }).where(eq(accounts.ID, librarian.ID));
    await t.db.update(accounts).set({ DIGEST: false, EMAIL: 'quiet@example.edu' }).where(eq(accounts.ID, quiet.ID));
    expect(await sendDigests(t.app)).toBe(1);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.TO, 'librarian@example.edu'));
    expect(mail.TEXT).toContain('2 requests waiting for Main Library, 1 overdue.');
    const lines = mail.TEXT.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('[OVERDUE]');
    expect(lines[0]).toContain('/clearance-certificate-requests');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.TO, 'quiet@example.edu'))).toEqual([]);
    expect(await sendDigests(t.app)).toBe(0);
    expect(await t.db.$count(mailOutbox, and(eq(mailOutbox.TO, 'librarian@example.edu')))).toBe(1);
  });
});

describe('office queues in the digest', () => {
  it('the card office counts its Submitted card requests with its clearance rows, oldest first', async () => {
    const s = await buildStudent(t.db);
    const old = await buildCardRequest(t.db, s.student.ID, { DATE_OF_APPLY: new Date(Date.now() - 30 * DAY) });
    const before = await departmentBacklog(t.db, DEPT.CARD_OFFICE);
    expect(before.waiting).toBe(3);
    expect(before.overdue).toBe(2);
    expect(before.oldest[0].title).toContain(`ID card request ${old.TRANS_ID}`);
    expect(before.oldest[0].link).toBe('/students-id-cards');
    expect(before.oldest[0].overdue).toBe(true);
  });
});

