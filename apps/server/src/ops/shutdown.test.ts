import fs from 'node:fs';
import net from 'node:net';
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
 * accepting new ones, closes the database and releases the data folder, and exits 0. With a delay
 * (SHUTDOWN_DELAY_SECONDS) it first keeps serving while readiness says 503, so that every connection a
 * client or balancer opened before the signal is still answered.
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

    // No delay: the listener closes at the signal, and what was in flight is drained.
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '100000',
      SHUTDOWN_DELAY_SECONDS: '0',
      SHUTDOWN_GRACE_SECONDS: '20',
      LOG_LEVEL: 'warn',
    });
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

  it('keeps serving for SHUTDOWN_DELAY_SECONDS with readiness 503: every connection opened before SIGTERM is answered', async () => {
    const delayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-delay-'));
    try {
      const delaySeconds = 2;
      const server = await startServerProcess({ DATA_DIR: delayDir, SHUTDOWN_DELAY_SECONDS: String(delaySeconds), SHUTDOWN_GRACE_SECONDS: '20', LOG_LEVEL: 'warn' });
      // Forty connections open (as a balancer or a browser keeps them) before the signal, none asking yet.
      const connections = await Promise.all(Array.from({ length: 40 }, () => connect(server.port)));
      const signalAt = Date.now();
      server.child.kill('SIGTERM');

      // Readiness, asked on new connections, turns 503 as soon as the signal is taken: the portal still listens.
      let ready: number | 'refused' = 200;
      while (ready === 200 && Date.now() - signalAt < 1000) ready = await fetch(`${server.base}/api/ready`).then((r) => r.status, () => 'refused' as const);
      // Then each connection opened before the signal asks once during the delay, spread over its first part.
      const asking = Promise.all(
        connections.map(async (socket, i) => {
          await new Promise((r) => setTimeout(r, i * 15));
          const sentAfter = Date.now() - signalAt;
          return { sentAfter, status: await ask(socket, i % 2 ? '/api/health' : '/api/ready') };
        }),
      );
      const asked = await asking;
      expect(asked.map((a) => a.status)).toEqual(connections.map((_, i) => (i % 2 ? 200 : 503)));
      expect(Math.max(...asked.map((a) => a.sentAfter))).toBeLessThan(delaySeconds * 1000);
      expect(ready).toBe(503);

      const code = await server.exited;
      expect(code, server.stderr().slice(-2000)).toBe(0);
      // It listened for the whole delay before closing.
      expect(Date.now() - signalAt).toBeGreaterThanOrEqual(delaySeconds * 1000);
      await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
    } finally {
      fs.rmSync(delayDir, { recursive: true, force: true });
    }
  }, 120_000);
});

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One HTTP/1.1 request on an open connection: the answer's status, or 'cut' when the connection ends first. */
function ask(socket: net.Socket, url: string): Promise<number | 'cut'> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve('cut');
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => done('cut'), 20_000);
    const done = (outcome: number | 'cut') => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.destroy();
      resolve(outcome);
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length >= end + 4 + length) done(Number(head.split(' ')[1]));
    });
    socket.on('close', () => done('cut'));
    socket.on('error', () => done('cut'));
    socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}
