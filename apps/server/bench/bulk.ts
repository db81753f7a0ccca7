/**
 * The bulk-decisions scenario: the main library decides 1,000 clearance requests in one
 * call, each row through the single save in its own transaction. Measured three times: the preview
 * (dryRun), the change (Pending → Verifying) and the change back (Verifying → Pending), so the data is
 * as before and the scenario can run again (only the audit log grows).
 */
import { and, eq } from 'drizzle-orm';
import { DEPT, MAX_BULK_ROWS, STATUS } from '@portal/domain';
import type { Db } from '../src/db/client.js';
import { clearanceRows } from '../src/db/schema/index.js';
import type { buildApp } from '../src/app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

export async function runBulk(app: App, db: Db, kind: string) {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'library', password: process.env.BENCH_PASSWORD ?? 'Demo@12345' } });
  if (login.statusCode !== 200) throw new Error(`cannot log in as library: ${login.body}`);
  const headers = { authorization: `Bearer ${login.json().token}` };
  const pending = await db
    .select({ T_ID: clearanceRows.T_ID })
    .from(clearanceRows)
    .where(and(eq(clearanceRows.D_ID, DEPT.MAIN_LIBRARY), eq(clearanceRows.REQ_ID, STATUS.PENDING)))
    .limit(MAX_BULK_ROWS);
  const call = async (T_IDs: number[], STATUS: number, dryRun: boolean) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/admin/bulk-update', headers, payload: { kind: 'clearance', T_IDs, STATUS, dryRun } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`bulk-update answered ${res.statusCode}: ${res.body}`);
    const { changed, refused } = res.json().data as { changed: { T_ID: number }[]; refused: unknown[] };
    return { ms, changed, refused: refused.length };
  };
  const ids = pending.map((r) => r.T_ID);
  console.log(`\nbulk decisions (${kind}): the main library, ${ids.length} clearance requests in one call`);
  const preview = await call(ids, STATUS.VERIFYING, true);
  console.log(`  preview (dryRun):    ${preview.ms.toFixed(0)} ms; ${preview.changed.length} would change, ${preview.refused} refused`);
  const change = await call(ids, STATUS.VERIFYING, false);
  console.log(`  change:              ${change.ms.toFixed(0)} ms; ${change.changed.length} changed, ${change.refused} refused (${((1000 * ids.length) / change.ms).toFixed(0)} rows/s)`);
  const back = await call(change.changed.map((c) => c.T_ID), STATUS.PENDING, false);
  console.log(`  change back:         ${back.ms.toFixed(0)} ms; ${back.changed.length} changed, ${back.refused} refused`);
  const ok = preview.changed.length === change.changed.length && back.changed.length === change.changed.length;
  console.log(`  ${ok ? 'OK' : 'FAILED'}: the preview and the change agree, and every changed row changed back`);
  if (!ok) process.exitCode = 1;
}
