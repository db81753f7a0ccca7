import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEPT, MSG } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, TEST_PASSWORD } from '../test/factories.js';
import { LOCK_AFTER_FAILURES } from '../identity/sign-in-failures.js';
import { databaseRateLimitStore } from './rate-limit-store.js';
import { rowsOf } from '../db/client.js';

/**
 * Several instances on one PostgreSQL: two apps over the same database, each with its own
 * memory (session cache, rate-limit counters if they were local), must count login attempts and lock
 * accounts together and serve the same data. The store itself is checked on either database.
 */
const onPostgres = Boolean(inject('templateDatabaseUrl'));
const LIMIT = 3;
let t: TestApp;
let second: App;
beforeAll(async () => {
  t = await createTestApp({ config: { LOGIN_RATE_LIMIT: LIMIT } });
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const incr = (store: InstanceType<ReturnType<typeof databaseRateLimitStore>>, key: string, windowMs: number) =>
  new Promise<number>((resolve, reject) => store.incr(key, (err, r) => (err ? reject(err) : resolve(r!.current)), windowMs, 10));

/** What the plugin hands a store's `child` for a route (its options with `routeInfo`). */
const route = (url: string) => ({ routeInfo: { method: 'POST', url } }) as never;

describe('the database rate-limit store', () => {
  it('keeps its counters in an unlogged table (a counted call writes no WAL; migration 0011)', async () => {
    const [row] = rowsOf<{ persistence: string }>(await t.db.execute(sql`select relpersistence as persistence from pg_class where relname = 'rate_limits'`));
    expect(row.persistence).toBe('u');
  });

  it('counts a key within its window, per route, and starts again when the window ends', async () => {
    const Store = databaseRateLimitStore(t.db);
    const root = new Store({});
    const login = root.child(route('/api/auth/login'));
    const register = root.child(route('/api/client/registerAttendees'));
    expect([await incr(login, '10.0.0.1', 60_000), await incr(login, '10.0.0.1', 60_000), await incr(login, '10.0.0.2', 60_000)]).toEqual([1, 2, 1]);
    expect(await incr(register, '10.0.0.1', 60_000)).toBe(1);
    // Another "instance" (a new store over the same table) sees the same count.
    const again = new (databaseRateLimitStore(t.db))({}).child(route('/api/auth/login'));
    expect(await incr(again, '10.0.0.1', 60_000)).toBe(3);
    expect(await incr(register, 'short', 1)).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await incr(register, 'short', 1)).toBe(1);
  });
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  const login = (app: App, username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('count login attempts from one address together', async () => {
    const codes = [];
    for (const app of [t.app, second, t.app, second]) codes.push((await login(app, 'nobody', 'wrong', '10.9.9.9')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('lock an account after failures spread over both, and both serve the same data', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE, { username: 'two-instances' });
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      const res = await login(i % 2 ? second : t.app, 'two-instances', 'wrong-password', `10.8.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(t.app, 'two-instances', TEST_PASSWORD, '10.8.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe(MSG.tooManyAttempts);
    expect((await login(second, 'two-instances', TEST_PASSWORD, '10.8.1.2')).statusCode).toBe(429);
    const headers = await t.auth(staff);
    const [a, b] = await Promise.all([t.app, second].map((app) => app.inject({ method: 'GET', url: '/api/userProfile', headers })));
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});

/** Redis for the throttles (REDIS_URL): checked when a Redis server answers at TEST_REDIS_URL (CI's machine has one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = net.connect(Number(url.port || 6379), url.hostname, () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
  socket.setTimeout(500, () => {
    socket.destroy();
    resolve(false);
  });
});

/**
 * A way to Redis that answers only after `delayMs`, as on a busy machine (CI once let the first calls through
 * because the apps served before their Redis connection was ready).
 */
async function slowWayTo(url: string, delayMs: number) {
  const target = new URL(url);
  const server = net.createServer((client) => {
    client.pause();
    setTimeout(() => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.skipIf(!redisAnswers)('two instances counting in Redis (REDIS_URL)', () => {
  let a: App;
  let b: App;
  let slow: Awaited<ReturnType<typeof slowWayTo>>;
  beforeAll(async () => {
    slow = await slowWayTo(REDIS_URL, 300);
    const config = { ...t.config, REDIS_URL: slow.url };
    a = await buildApp({ config, database: t.database, logger: false });
    b = await buildApp({ config, database: t.database, logger: false });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await slow?.close();
  });

  it('count login attempts from one address together', async () => {
    // Redis outlives the test run: a new address each run starts from nothing.
    const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
    const codes = [];
    // A name of its own too: unknown names are locked after five failures like accounts, and 'nobody' has failed
    // in the tests above on the same database.
    const username = `nobody-${crypto.randomInt(1_000_000)}`;
    for (const app of [a, b, a, b]) codes.push((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong' }, remoteAddress: address })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('let calls through when Redis does not answer (the account lock still holds)', async () => {
    const down = await buildApp({ config: { ...t.config, REDIS_URL: 'redis://127.0.0.1:1' }, database: t.database, logger: false });
    await down.ready();
    try {
      const codes = [];
      for (let i = 0; i < LIMIT + 1; i++) codes.push((await down.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody-while-redis-is-down', password: 'wrong' }, remoteAddress: '10.7.7.7' })).statusCode);
      expect(codes).toEqual(Array(LIMIT + 1).fill(401));
    } finally {
      await down.close();
    }
  });
});
