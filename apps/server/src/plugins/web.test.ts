import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/** Issue 13 (first load): the built web app's files go out compressed and hashed assets are cached for good. */
let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const script = `export const text = ${JSON.stringify('a screen of the portal '.repeat(200))};\n`;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  // What the web build writes (apps/web/vite.config.ts, precompress): the file and its two compressed copies.
  const file = path.join(webDist, 'assets', 'screen-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(webDist, 'zod-jitless.js'), 'globalThis.x = 1;\n');
  t = await createTestApp({ config: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files of the web app', () => {
  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const br = await get('/assets/screen-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get('/assets/screen-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/screen-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for good and revalidates the rest', async () => {
    expect((await get('/assets/screen-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/zod-jitless.js', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/login', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await get('/assets/screen-abc123.js.br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(zlib.brotliCompressSync(script))).toBe(false);
  });
});
