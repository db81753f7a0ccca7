import { DEPT, LIST_TOTAL_CAP, type SessionUser, STATUS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRoute } from '../test/transport-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { countCap, totalOfCapped } from './list-total.js';

describe('countCap and totalOfCapped', () => {
  it('counts one past the cap on the first pages, one past the page asked beyond them', () => {
    expect(countCap({ limit: 10, offset: 0 }).upTo).toBe(LIST_TOTAL_CAP + 1);
    expect(countCap({ limit: 100, offset: 900 })).toMatchObject({ upTo: LIST_TOTAL_CAP + 1, name: 'capped', values: {} });
    expect(countCap({ limit: 10, offset: 1000 })).toMatchObject({ upTo: 1011, name: 'capped-deep', values: { countUpTo: 1011 } });
  });
  it('is exact below what it counts up to, a lower bound at it', () => {
    expect(totalOfCapped(0, { upTo: 1001 })).toEqual({ total: 0 });
    expect(totalOfCapped(1000, { upTo: 1001 })).toEqual({ total: 1000 });
    expect(totalOfCapped(1001, { upTo: 1001 })).toEqual({ total: 1000, totalIsEstimate: true });
    expect(totalOfCapped(1011, { upTo: 1011 })).toEqual({ total: 1010, totalIsEstimate: true });
  });
});

/**
 * The lists' totals through the API: a list as opened counts exactly (its counters), a filter with more
 * matches than the cap answers "1,000 and more" and still pages on to every match, one with fewer counts
 * exactly.
 */
describe('list totals past the cap', () => {
  let t: TestApp;
  let card: SessionUser;
  let transport: SessionUser;
  const MANY = LIST_TOTAL_CAP + 25;
  beforeAll(async () => {
    t = await createTestApp();
    card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    transport = await buildStaff(t.db, DEPT.TRANSPORT);
    const khan = await buildStudent(t.db, { NM: 'Imran Khan', withPhoto: false });
    const other = await buildStudent(t.db, { NM: 'Sana Malik', withPhoto: false });
    await t.db.execute(
      sql`insert into card_requests (student_id, card_type, date_of_apply) select ${khan.student.ID}, 1, now() - i * interval '1 minute' from generate_series(1, ${MANY}) i`,
    );
    await t.db.execute(sql`insert into card_requests (student_id, card_type) select ${other.student.ID}, 1 from generate_series(1, 5)`);
    const { route, stops } = await makeRoute(t.db);
    await t.db.execute(
      sql`insert into transport_requests (student_id, route_id, stop_id, req_status) values (${khan.student.ID}, ${route.ROUTE_ID}, ${stops[0].STOP_ID}, ${STATUS.SUBMITTED})`,
    );
  });
  afterAll(() => t.close());

  const cards = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/idcard-requests',
      payload: { cardType: 1, pageSize: 10, ...body },
      headers: await t.auth(card),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: { TRANS_ID: number }[]; total: number; totalIsEstimate?: boolean };
  };

  it('a list as opened: the exact total, from its counters', async () => {
    const page = await cards({ page: 1 });
    expect(page.total).toBe(MANY + 5);
    expect(page.totalIsEstimate).toBeUndefined();
  });

  it('a search past the cap: 1,000 and more, and every page still reachable', async () => {
    const first = await cards({ page: 1, filters: { STD_NAME: 'khan' } });
    expect(first).toMatchObject({ total: LIST_TOTAL_CAP, totalIsEstimate: true });
    expect(first.rows).toHaveLength(10);
    // Past the cap the total follows the page asked, so a next page shows while there is one.
    const deep = await cards({ page: 101, filters: { STD_NAME: 'khan' } });
    expect(deep).toMatchObject({ total: 1010, totalIsEstimate: true });
    const last = await cards({ page: Math.ceil(MANY / 10), filters: { STD_NAME: 'khan' } });
    expect(last.rows).toHaveLength(MANY % 10);
    expect(last.total).toBe(MANY);
    expect(last.totalIsEstimate).toBeUndefined();
  });

  it('a search below the cap: the exact total', async () => {
    expect(await cards({ page: 1, filters: { STD_NAME: 'malik' } })).toMatchObject({ total: 5 });
    // A filter the prepared shapes leave out (the status by name) counts the same way.
    const byStatus = await cards({ page: 1, filters: { STD_NAME: 'malik', STATUS: 'submitted' } });
    expect(byStatus.total).toBe(5);
    expect(byStatus.totalIsEstimate).toBeUndefined();
  });

  it('other lists answer through the same helper (transport: counters as opened, a search counted)', async () => {
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/get-transport-requests?page=1&pageSize=10${query}`, headers: await t.auth(transport) })).json();
    expect(await get('')).toMatchObject({ total: 1 });
    expect(await get('&search=khan')).toMatchObject({ total: 1 });
    expect(await get('&search=nobody')).toMatchObject({ total: 0 });
  });
});
