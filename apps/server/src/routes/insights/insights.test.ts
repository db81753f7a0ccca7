import { DEPT, InsightsSchema, insightWeeks, STATUS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';
import { getInsights } from './get-insights.service.js';
import { NOW, seedInsightsFixture } from '../../test/insights-fixture.js';

const URL = '/api/admin/insights';
const { MAIN_LIBRARY: LIBRARY, EXAMINATION: EXAM, TREASURER, CARD_OFFICE, TRANSPORT } = DEPT;

let t: TestApp;
let fixture: Awaited<ReturnType<typeof seedInsightsFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await seedInsightsFixture(t.db);
});
afterAll(() => t.close());

/** `{ week: n }` for the weeks of the chart that are not zero. */
const nonZero = (rows: { week: string }[], key: string) =>
  Object.fromEntries(rows.map((r) => [r.week, (r as Record<string, unknown>)[key]]).filter(([, n]) => n !== 0));

describe('GET /api/admin/insights: who may see what', () => {
  const get = async (user?: Parameters<TestApp['auth']>[0]) => t.app.inject({ method: 'GET', url: URL, headers: user ? await t.auth(user) : {} });

  it('refuses anonymous callers (401) and students (403)', async () => {
    expect((await get()).statusCode).toBe(401);
    const { user } = await buildStudent(t.db, { withPhoto: false });
    const res = await get(user);
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it("gives other staff their own office's figures only", async () => {
    const res = await get(await buildStaff(t.db, LIBRARY));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(() => InsightsSchema.parse(data)).not.toThrow();
    expect(data.scope).toBe(LIBRARY);
    expect(data.offices).toEqual([expect.objectContaining({ D_ID: LIBRARY, D_NM: 'Main Library', waiting: 1 })]);
    expect(data.oldest.every((o: { D_ID: number }) => o.D_ID === LIBRARY)).toBe(true);
    expect(data.weekly).toHaveLength(12);
    expect(data.cards).toBeNull();
    expect(data.routes).toBeNull();
  });

  it('gives an office with nothing to do an empty dashboard, not an error', async () => {
    const res = await get(await buildStaff(t.db, 201, { hod: true }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.scope).toBe(201);
    expect(data.offices).toEqual([expect.objectContaining({ D_ID: 201, waiting: 0, decided: 0, medianDays: null, p90Days: null })]);
    expect(data.oldest).toEqual([]);
  });

  it('gives the examination office and the treasurer every office, computed once for both', async () => {
    const asOf = new Set<string>();
    for (const d of [EXAM, TREASURER]) {
      const res = await get(await buildStaff(t.db, d));
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.scope).toBe('all');
      expect(data.offices.map((o: { D_ID: number; waiting: number }) => [o.D_ID, o.waiting])).toEqual(
        expect.arrayContaining([
          [EXAM, 3],
          [TREASURER, 3],
          [CARD_OFFICE, 1],
          [TRANSPORT, 1],
          [LIBRARY, 1],
        ]),
      );
      expect(data.cards).toHaveLength(12);
      expect(data.routes).not.toBeNull();
      asOf.add(data.asOf);
    }
    expect(asOf.size).toBe(1);
  });
});

describe('insights figures on a hand-made data set', () => {
  it('every office (examination office, treasurer)', async () => {
    const data = await getInsights(t.db, 'all', NOW);
    expect(data.from).toBe('2025-12-29');
    expect(data.weekly.map((w) => w.week)).toEqual(insightWeeks(NOW));
    expect(data.offices).toEqual([
      { D_ID: EXAM, D_NM: 'Examination Office', waiting: 3, decided: 1, medianDays: 10, p90Days: 10 },
      { D_ID: TREASURER, D_NM: expect.any(String), waiting: 3, decided: 2, medianDays: 35, p90Days: 59 },
      { D_ID: CARD_OFFICE, D_NM: expect.any(String), waiting: 1, decided: 2, medianDays: 5, p90Days: 6.6 },
      { D_ID: TRANSPORT, D_NM: expect.any(String), waiting: 1, decided: 1, medianDays: 4, p90Days: 4 },
      { D_ID: LIBRARY, D_NM: 'Main Library', waiting: 1, decided: 2, medianDays: 1.5, p90Days: 1.9 },
    ]);
    expect(data.waitingByStatus.map((w) => [w.kind, w.STATUS, w.count])).toEqual([
      ['clearance', STATUS.PENDING, 6],
      ['clearance', STATUS.IN_PROGRESS, 1],
      ['idcard', STATUS.SUBMITTED, 1],
      ['transport', STATUS.SUBMITTED, 1],
    ]);
    expect(nonZero(data.weekly, 'received')).toEqual({ '2026-01-26': 1, '2026-02-16': 1, '2026-02-23': 1, '2026-03-02': 4, '2026-03-09': 5, '2026-03-16': 2 });
    expect(nonZero(data.weekly, 'decided')).toEqual({ '2026-01-05': 1, '2026-02-02': 1, '2026-02-16': 1, '2026-03-02': 2, '2026-03-09': 3 });
    expect(data.oldest.map((o) => [o.kind, o.D_ID, o.SINCE.slice(0, 10)])).toEqual([
      ['clearance', EXAM, '2025-11-01'],
      ['clearance', LIBRARY, '2025-11-01'],
      ['clearance', TREASURER, '2026-03-02'],
      ['idcard', CARD_OFFICE, '2026-03-09'],
      ['clearance', EXAM, '2026-03-10'],
      ['clearance', TREASURER, '2026-03-10'],
      ['transport', TRANSPORT, '2026-03-12'],
      ['clearance', EXAM, '2026-03-16'],
      ['clearance', TREASURER, '2026-03-16'],
    ]);
    expect(data.oldest[0]).toMatchObject({ REF: expect.stringMatching(/^CLR-\d{6}$/), ROLNO: fixture.students[2].ROLNO, days: 137, STATUS_NAME: 'Pending' });
    expect(data.oldest[3]).toMatchObject({ ROLNO: fixture.students[1].ROLNO, NM: fixture.students[1].NM, days: 9 });
    expect(data.clearanceWaiting).toEqual([
      { D_ID: EXAM, D_NM: 'Examination Office', waiting: 3 },
      { D_ID: TREASURER, D_NM: expect.any(String), waiting: 3 },
      { D_ID: LIBRARY, D_NM: 'Main Library', waiting: 1 },
    ]);
    expect(nonZero(data.cards!, 'applied')).toEqual({ '2026-01-26': 1, '2026-03-02': 1, '2026-03-09': 1 });
    expect(nonZero(data.cards!, 'printed')).toEqual({ '2026-03-02': 1 });
    expect(nonZero(data.cards!, 'delivered')).toEqual({ '2026-03-09': 1 });
    expect(data.routes).toEqual([
      { ROUTE_ID: fixture.routeA.ROUTE_ID, ROUTE_NO: 'IN-1', ROUTE_NAME: 'Insight Route A', requests: 2, open: 1, received: 2 },
      { ROUTE_ID: fixture.routeB.ROUTE_ID, ROUTE_NO: 'IN-2', ROUTE_NAME: 'Insight Route B', requests: 1, open: 0, received: 0 },
    ]);
    expect(data.queues).toContainEqual({ kind: 'endowment', D_ID: TREASURER, D_NM: expect.any(String), waiting: 0, decided: 1, medianDays: 5, p90Days: 5 });
    expect(data.queues).toContainEqual({ kind: 'clearance', D_ID: TREASURER, D_NM: expect.any(String), waiting: 3, decided: 1, medianDays: 65, p90Days: 65 });
  });

  it('a clearance office: its own rows, and where its requests wait elsewhere', async () => {
    const data = await getInsights(t.db, LIBRARY, NOW);
    expect(data.offices).toEqual([{ D_ID: LIBRARY, D_NM: 'Main Library', waiting: 1, decided: 2, medianDays: 1.5, p90Days: 1.9 }]);
    expect(nonZero(data.weekly, 'received')).toEqual({ '2026-03-02': 1, '2026-03-09': 1 });
    expect(nonZero(data.weekly, 'decided')).toEqual({ '2026-03-02': 1, '2026-03-09': 1 });
    expect(data.oldest.map((o) => [o.kind, o.D_ID, o.SINCE.slice(0, 10)])).toEqual([['clearance', LIBRARY, '2025-11-01']]);
    // R5 has no library row, so its examination and treasurer rows are not the library's concern.
    expect(data.clearanceWaiting?.map((c) => [c.D_ID, c.waiting])).toEqual([
      [EXAM, 2],
      [TREASURER, 2],
      [LIBRARY, 1],
    ]);
    expect(data.cards).toBeNull();
    expect(data.routes).toBeNull();
  });

  it('the card office: its cards per week', async () => {
    const data = await getInsights(t.db, CARD_OFFICE, NOW);
    expect(data.offices).toEqual([{ D_ID: CARD_OFFICE, D_NM: expect.any(String), waiting: 1, decided: 2, medianDays: 5, p90Days: 6.6 }]);
    expect(nonZero(data.weekly, 'received')).toEqual({ '2026-01-26': 1, '2026-03-02': 1, '2026-03-09': 1 });
    expect(nonZero(data.weekly, 'decided')).toEqual({ '2026-02-02': 1, '2026-03-09': 1 });
    expect(nonZero(data.cards!, 'printed')).toEqual({ '2026-03-02': 1 });
    expect(data.clearanceWaiting).toEqual([]);
    expect(data.routes).toBeNull();
  });

  it('the transport office: requests per route, no clearance', async () => {
    const data = await getInsights(t.db, TRANSPORT, NOW);
    expect(data.offices).toEqual([{ D_ID: TRANSPORT, D_NM: expect.any(String), waiting: 1, decided: 1, medianDays: 4, p90Days: 4 }]);
    expect(data.clearanceWaiting).toBeNull();
    expect(data.cards).toBeNull();
    expect(data.routes?.map((r) => [r.ROUTE_NO, r.requests, r.open])).toEqual([
      ['IN-1', 2, 1],
      ['IN-2', 1, 0],
    ]);
  });
});
