import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { lockDataDir, type DataDirLock } from '../db/data-dir-lock.js';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * The control calls exist only where the portal owns an embedded database folder (its lock), so the app
 * here is built over a locked folder, as the portal runs in production.
 */
let t: TestApp;
let app: App;
let lock: DataDirLock;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-control-'));

beforeAll(async () => {
  t = await createTestApp();
  lock = lockDataDir(work, 'portal');
  app = await buildApp({ config: t.config, database: { ...t.database, lock }, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  lock.release();
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the local control calls', () => {
  it('are served but left out of the API document', async () => {
    expect(app.hasRoute({ method: 'GET', url: '/ops/backup' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/ops/admin' })).toBe(true);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(90);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/ops/'))).toEqual([]);
  });
});
