import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';

/** `GET /api/ready`: 200 only while the instance serves; 503 while starting, draining, or without its database. */
describe('GET /api/ready', () => {
  it('answers 503 while starting and 200 once listening; closing turns it to draining', async () => {
    const t = await createTestApp({ starting: true });
    try {
      const starting = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ status: 'starting' });
      // Liveness is not readiness: the health check answers meanwhile.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });

      // Closing (a signal) turns the instance to draining first; the check then answers 503.
      const closing = t.app.close();
      while (t.app.lifecycle.state !== 'draining') await new Promise((r) => setImmediate(r));
      await closing;
    } finally {
      await t.close().catch(() => {});
    }
  });

  it('answers 503 while draining', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      t.app.lifecycle.state = 'draining';
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'database unavailable' });
    await t.app.close();
  });
});
