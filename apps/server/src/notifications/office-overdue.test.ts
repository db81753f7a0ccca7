import { DEPT, type SessionUser, STATUS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDepartmentTarget } from '../admin/department-targets.js';
import { eftApplications, eftSchedules, transportRequests } from '../db/schema/index.js';
import { buildCardRequest } from '../test/id-cards-helpers.js';
import { makeRequest, makeRoute } from '../test/transport-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { setTargetDays } from './department-targets.js';

/**
 * In the offices' own lists: the card office's, transport office's and treasurer's lists flag
 * requests still Submitted past the office's target working days and filter them (`filters[OVERDUE]`).
 */
let t: TestApp;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
type Row = { OVERDUE: boolean };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = async (user: SessionUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.app.inject({ method, url, payload, headers: await t.auth(user) })).json();

/** One office's list: `list(filters)` answers `{ rows, total }`; `idOf` reads a row's request number. */
async function expectOverdueList(dId: number, list: (filters: Record<string, string>) => Promise<{ rows: Row[]; total: number }>, idOf: (r: Row) => number, ids: { old: number; fresh: number; decided: number }) {
  const all = await list({});
  expect(all.total).toBe(3);
  const flag = (id: number) => all.rows.find((r) => idOf(r) === id)?.OVERDUE;
  expect(flag(ids.old)).toBe(true);
  expect(flag(ids.fresh)).toBe(false);
  expect(flag(ids.decided)).toBe(false);
  const only = await list({ OVERDUE: 'yes' });
  expect(only.rows.map(idOf)).toEqual([ids.old]);
  expect(only.total).toBe(1);
  expect((await list({ OVERDUE: 'no' })).total).toBe(2);
  // A longer target (the admin command) makes the old request within it; the default back makes it overdue again.
  await setDepartmentTarget(t.db, String(dId), '30');
  expect((await list({ OVERDUE: 'yes' })).total).toBe(0);
  expect((await list({})).rows.every((r) => r.OVERDUE === false)).toBe(true);
  await setTargetDays(t.db, dId, 5);
  expect((await list({ OVERDUE: 'yes' })).total).toBe(1);
}

describe('overdue in the office lists', () => {
  it('the card office list: a Submitted request past the target is flagged and filtered; a fresh or decided one is not', async () => {
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const at = async (days: number, REQ_STATUS: number = STATUS.SUBMITTED) => (await buildCardRequest(t.db, (await buildStudent(t.db)).student.ID, { DATE_OF_APPLY: ago(days), REQ_STATUS })).TRANS_ID;
    const ids = { old: await at(14), fresh: await at(0), decided: await at(20, STATUS.IN_PROGRESS) };
    const list = (filters: Record<string, string>) => inject(card, 'POST', '/api/admin/idcard-requests', { cardType: 1, page: 1, pageSize: 10, filters });
    await expectOverdueList(DEPT.CARD_OFFICE, list, (r) => (r as unknown as { TRANS_ID: number }).TRANS_ID, ids);
  });

  it('the transport list', async () => {
    const transport = await buildStaff(t.db, DEPT.TRANSPORT);
    const { route, stops } = await makeRoute(t.db);
    const at = async (days: number, status: number = STATUS.SUBMITTED) => {
      const r = await makeRequest(t.db, (await buildStudent(t.db)).student.ID, route.ROUTE_ID, stops[0].STOP_ID, status);
      await t.db.update(transportRequests).set({ APPLY_DATE: ago(days) }).where(eq(transportRequests.TRANS_ID, r.TRANS_ID));
      return r.TRANS_ID;
    };
    const ids = { old: await at(14), fresh: await at(0), decided: await at(20, STATUS.APPROVED) };
    const list = async (filters: Record<string, string>) => {
      const qs = Object.entries(filters).map(([k, v]) => `&filters[${k}]=${v}`).join('');
      return inject(transport, 'GET', `/api/admin/get-transport-requests?page=1&pageSize=10${qs}`);
    };
    await expectOverdueList(DEPT.TRANSPORT, list, (r) => (r as unknown as { TRANS_ID: number }).TRANS_ID, ids);
  });

  it('the endowment applications list (treasurer)', async () => {
    const treasurer = await buildStaff(t.db, DEPT.TREASURER);
    const [s] = await t.db.insert(eftSchedules).values({ TITLE: 'Overdue test', OPENS_AT: ago(40), CLOSES_AT: ago(-10) }).returning();
    const at = async (days: number, STATUS_: number = STATUS.SUBMITTED) => {
      const student = (await buildStudent(t.db)).student;
      const [a] = await t.db
        .insert(eftApplications)
        .values({ SCHEDULE_ID: s.ID, STUDENT_ID: student.ID, HOUSEHOLD_INCOME: 1, DEPENDANTS: 1, GUARDIAN_OCCUPATION: 'x', REASON: 'x', DOC: Buffer.from('x'), DOC_NAME: 'a.pdf', DOC_TYPE: 'application/pdf', DOC_SIZE: 1, STATUS: STATUS_, APPLIED_AT: ago(days) })
        .returning();
      return a.ID;
    };
    const ids = { old: await at(14), fresh: await at(0), decided: await at(20, STATUS.APPROVED) };
    const list = async (filters: Record<string, string>) => {
      const qs = Object.entries(filters).map(([k, v]) => `&filters[${k}]=${v}`).join('');
      return (await inject(treasurer, 'GET', `/api/eft/applications?page=1&pageSize=10${qs}`)).data;
    };
    await expectOverdueList(DEPT.TREASURER, list, (r) => (r as unknown as { ID: number }).ID, ids);
  });
});
