import { DEPT } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { seedAll } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { getInsights } from './get-insights.service.js';

/**
 * The demo seed writes the audit history the portal would have written (seed/audit-history.ts), so a
 * demo dashboard has decision times to show: every decided seeded request has its decision entry.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAll(t.db, { students: 120, requests: 200 });
}, 120_000);
afterAll(() => t.close());

describe('seeded audit history', () => {
  it('gives every decided clearance row, card and transport request a decision entry', async () => {
    const missing = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        select count(*)::int as n from clearance_rows r
        where r.req_id in (9, 10) and not exists (
          select 1 from audit_log a where a.entity = 'clearance_row' and a.entity_id = r.t_id::text and (a.after->>'D_ID')::int = r.d_id)`),
    );
    expect(missing[0].n).toBe(0);
    const entries = rowsOf<{ entity: string; n: number }>(await t.db.execute(sql`select entity, count(*)::int as n from audit_log group by entity`));
    const byEntity = Object.fromEntries(entries.map((e) => [e.entity, e.n]));
    expect(byEntity.clearance_row).toBeGreaterThan(0);
    expect(byEntity.card_request).toBeGreaterThan(0);
    expect(byEntity.transport_request).toBeGreaterThan(0);
  });

  it('lets the dashboard show days to decision for the offices', async () => {
    const data = await getInsights(t.db, 'all');
    const card = data.offices.find((o) => o.D_ID === DEPT.CARD_OFFICE);
    expect(card?.decided).toBeGreaterThan(0);
    expect(card?.medianDays).not.toBeNull();
    expect(data.weekly.some((w) => w.decided > 0)).toBe(true);
    for (const o of data.offices) if (o.medianDays != null) expect(o.p90Days!).toBeGreaterThanOrEqual(o.medianDays);
  });
});
