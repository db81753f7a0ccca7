import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * What a Prometheus server keeps of /metrics: one route for every hashed file of the web build (a release
 * brings new names, and a series per name would grow without end), and names promtool's lint accepts.
 */
const TOKEN = 'metrics-token-for-the-tests-0123';
const ASSETS = ['index-a1b2c3d4.js', 'vendor-e5f6a7b8.js', 'index-c9d0e1f2.css'];
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  for (const name of ASSETS) fs.writeFileSync(path.join(dist, 'assets', name), '/* asset */');
  t = await createTestApp({ config: { METRICS_TOKEN: TOKEN, WEB_DIST: dist } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('/metrics as Prometheus keeps it', () => {
  it('labels every file of the web build’s assets as one route', async () => {
    for (const name of ASSETS) expect((await t.app.inject({ method: 'GET', url: `/assets/${name}` })).statusCode).toBe(200);
    const text = await scrape();
    const lines = text.split('\n').filter((l) => l.startsWith('http_requests_total{'));
    for (const name of ASSETS) expect(text).not.toContain(name);
    expect(lines.filter((l) => l.includes('route="/assets/*"') && l.includes('status_code="200"'))).toEqual([expect.stringMatching(/ 3$/)]);
  });

  it('names every metric as promtool’s lint asks: counters end in _total, nothing else does', async () => {
    const types = [...(await scrape()).matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name, type }));
    expect(types.length).toBeGreaterThan(10);
    const wrong = types.filter(({ name, type }) => (type === 'counter') !== name.endsWith('_total')).map(({ name, type }) => `${name} (${type})`);
    expect(wrong).toEqual([]);
  });
});
