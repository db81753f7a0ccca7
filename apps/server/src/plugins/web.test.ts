import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/** The built web app's files go out compressed and hashed assets are cached for good. */
let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const script = `export const text = ${JSON.stringify('a screen of the portal '.repeat(200))};\n`;
// The built page is several kilobytes (its inline first-paint script and styles).
const PAGE = `<!doctype html><html><head><title>x</title><style>${'.first-paint{display:block}'.repeat(100)}</style></head><body><div id="root"></div></body></html>`;
const TERMS = 'Terms of use of the student services portal. '.repeat(60);
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), PAGE);
  // A text file the build did not compress (no .br or .gz beside it), and one too small to be worth it.
  fs.writeFileSync(path.join(webDist, 'assets', 'terms-abc123.txt'), TERMS);
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

describe('the page and files the build did not compress (compressed on the way out)', () => {
  it('sends the page compressed to a browser that accepts it, with its nonce, else as it is', async () => {
    const br = await get('/students-id-cards', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-length'] === undefined || Number(br.headers['content-length']) === br.rawPayload.length).toBe(true);
    const page = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(page).toContain('<div id="root"></div>');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(page)?.[1];
    expect(br.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(br.rawPayload.length).toBeLessThan(PAGE.length / 4);

    const gz = await get('/login', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<div id="root"></div>');

    const refused = await get('/login', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it('compresses a text file without a compressed copy; leaves small files and copies as they are', async () => {
    const txt = await get('/assets/terms-abc123.txt', 'br, gzip');
    expect(txt.statusCode).toBe(200);
    expect(txt.headers['content-encoding']).toBe('br');
    expect(txt.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(txt.rawPayload).toString()).toBe(TERMS);

    const small = await get('/zod-jitless.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('globalThis.x = 1;\n');

    // The build's brotli copy goes out once, not compressed again.
    const copy = await get('/assets/screen-abc123.js', 'br');
    expect(zlib.brotliDecompressSync(copy.rawPayload).toString()).toBe(script);
  });
});

describe('a missing file', () => {
  it('answers 404 under /assets/ and for any path naming a file; only navigations get the page', async () => {
    for (const url of ['/assets/nonexist.js', '/assets/screen-zzz.css', '/assets/sub/x', '/apple-touch-icon.png', '/logo.png', '/students-id-cards/report.pdf']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.json(), url).toMatchObject({ success: false });
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/nonexist.js' })).statusCode).toBe(404);
    for (const url of ['/', '/login', '/students-id-cards', '/verify/ABCD2345EFGH', '/DeltedRecord/2', '/index.html', '/home?tab=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
