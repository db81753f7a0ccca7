import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { LOCK_AFTER_FAILURES } from '../identity/sign-in-failures.js';
import { TICKET_LOOKUP_RATE } from '../routes/events/index.js';

/** The Content-Security-Policy of pages, Permissions-Policy, and no-store on personal data. */
let t: TestApp;
let student: SessionUser;
let photoUrl: string;
let card: SessionUser;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { WEB_DIST: webDist } });
  const s = await buildStudent(t.db, { withPhoto: true });
  student = s.user;
  photoUrl = `/get-file/${s.student.C_CODE}/${s.student.SE_ID}/${s.student.MAJ_ID}/${s.student.ROLNO}`;
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));

describe('Content-Security-Policy of the web app', () => {
  it('is strict on every screen: own scripts only, nothing inline but what the page holds, a style nonce that matches the page', async () => {
    for (const url of ['/login', '/students-id-cards', '/student-clearance-form?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      const header = String(res.headers['content-security-policy']);
      expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
      const nonce = /'nonce-([^']+)'/.exec(csp.get('style-src') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('lets the card verifier alone use the camera and compile its QR decoder (WebAssembly), nothing inline more', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/verify-card' });
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(res.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=()');
    // Its service worker and manifest are files of the portal's origin, which the policy already allows.
    expect(csp.has('worker-src')).toBe(false);
    for (const url of ['/my-card', '/verify/ABC123']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(directives(String(other.headers['content-security-policy'])).get('script-src')).toBe("'self'");
      expect(other.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it("allows the page's inline script (the first paint) by its hash, and no other inline script", async () => {
    const page = path.join(webDist, 'index.html');
    const plain = fs.readFileSync(page, 'utf8');
    const firstPaint = "document.documentElement.dataset.firstPaint='student';";
    fs.writeFileSync(page, plain.replace('</head>', `<script data-entry="/assets/index-1.js">${firstPaint}</script><script src="/zod-jitless.js"></script></head>`));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/home' });
      const hash = crypto.createHash('sha256').update(firstPaint).digest('base64');
      expect(directives(String(res.headers['content-security-policy'])).get('script-src')).toBe(`'self' 'sha256-${hash}'`);
      expect(res.body).toContain(firstPaint);
    } finally {
      fs.writeFileSync(page, plain);
    }
    const after = await t.app.inject({ method: 'GET', url: '/home' });
    expect(directives(String(after.headers['content-security-policy'])).get('script-src')).toBe("'self'");
  });

  it('gives every answer a new nonce', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/login' });
    const b = await t.app.inject({ method: 'GET', url: '/login' });
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('does not serve the page file itself without the policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('gives the API docs page its own policy (no inline scripts there either)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(String(res.headers['content-security-policy'])).not.toContain('nonce-');
  });
});

describe('Cache-Control on answers with personal data', () => {
  it('is no-store on lists, details, photos and PDFs; every answer has the Permissions-Policy', async () => {
    const s = await t.auth(student);
    const c = await t.auth(card);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: s }),
      await t.app.inject({ method: 'GET', url: '/api/student/card-requests', headers: s }),
      await t.app.inject({ method: 'GET', url: '/api/student/photo', headers: s }),
      await t.app.inject({ method: 'GET', url: '/api/eft/applications', headers: c }),
      await t.app.inject({ method: 'GET', url: photoUrl, headers: c }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(400);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('is no-store on refusals too (they can echo what was asked)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/student/card-requests' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('Retry-After on throttle and lock answers', () => {
  it('a locked account is told when to try again', async () => {
    const { user } = await buildStudent(t.db, { username: 'locked-student' });
    let res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'locked-student', password: 'wrong-password' } });
    for (let i = 1; i < LOCK_AFTER_FAILURES; i++) {
      res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'locked-student', password: 'wrong-password' } });
    }
    res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'locked-student', password: 'wrong-password' } });
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(5 * 60);
    expect(user.ID).toBeTruthy();
  });

  it('a throttled caller is told when to try again', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/client/getTicketNumber?cnic=3520212345671' });
    for (let i = 0; i < TICKET_LOOKUP_RATE.max && res.statusCode !== 429; i++) {
      res = await t.app.inject({ method: 'GET', url: '/api/client/getTicketNumber?cnic=3520212345671' });
    }
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
