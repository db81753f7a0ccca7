import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { buildStudent, TEST_PASSWORD } from '../test/factories.js';
import { startServerProcess } from '../test/server-process.js';
import { LOCK_FILE } from '../db/data-dir-lock.js';

/**
 * SIGTERM under load: the portal answers every request it received before the signal, cuts none, stops
 * accepting new ones, closes the database and releases the data folder, and exits 0.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Sent {
  at: number;
  doneAt?: number;
  outcome: number | 'cut';
}

describe('graceful shutdown', () => {
  it('answers every request sent before SIGTERM, then exits 0 and frees the data folder', async () => {
    const seed = await openPglite(dataDir);
    await ensureReferenceData(seed.db);
    await buildStudent(seed.db, { username: 'shutdown-student' });
    await seed.close();

    const server = await startServerProcess({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '100000', SHUTDOWN_GRACE_SECONDS: '20', LOG_LEVEL: 'warn' });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);

    const sent: Sent[] = [];
    let signalAt = Number.POSITIVE_INFINITY;
    // Logins are real work (a password hash and several statements): many are in flight at any moment.
    const client = async () => {
      while (Date.now() < signalAt + 2000) {
        const record: Sent = { at: Date.now(), outcome: 'cut' };
        sent.push(record);
        try {
          const res = await fetch(`${server.base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'shutdown-student', password: TEST_PASSWORD }),
          });
          await res.arrayBuffer();
          record.outcome = res.status;
          record.doneAt = Date.now();
        } catch {
          if (record.at >= signalAt) return; // refused after the signal: expected, and the client stops
        }
      }
    };
    const clients = Promise.all(Array.from({ length: 20 }, client));
    await new Promise((r) => setTimeout(r, 1500));
    signalAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await clients;

    // Sent before the signal with time to arrive: a request written onto an idle kept-alive connection in the
    // instant the server closes that connection is cut by the network, not by the portal (any HTTP server).
    const before = sent.filter((s) => s.at < signalAt - 100);
    // In flight when the signal came: sent before it, answered after it.
    const inFlight = before.filter((s) => s.doneAt !== undefined && s.doneAt >= signalAt);
    expect(before.length).toBeGreaterThan(10);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(before.filter((s) => s.outcome === 'cut')).toEqual([]);
    expect(before.filter((s) => s.outcome !== 200)).toEqual([]);
    expect(code, `${server.stdout().slice(-3000)}\n${server.stderr().slice(-2000)}`).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    // Nothing listens any more.
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
  }, 120_000);
});
