import crypto from 'node:crypto';
import { CARD_TYPE, CardJwksSchema, STATUS, VerifyCardAnswerSchema } from '@portal/domain';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { issuedCards } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildCardRequest } from '../../test/id-cards-helpers.js';
import { clearStudent, studentWithIdCard, studentWithPass } from '../../test/cards-helpers.js';
import { CARD_VERIFY_RATE } from './public.routes.js';
import { eq } from 'drizzle-orm';

const pem = () => crypto.generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const KEY_A = pem();
const KEY_B = pem();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { CARD_SIGNING_KEY: KEY_A } });
});
afterAll(() => t.close());

async function digitalToken(user: Parameters<TestApp['auth']>[0], url = '/api/student/digital-card') {
  const res = await t.app.inject({ method: 'GET', url, headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  expect(data.available, JSON.stringify(data)).toBe(true);
  return data as { token: string; serial: string; photoUrl: string };
}

const verify = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/cards/verify', payload: { token } });

/** The token with one character of its payload changed (still base64url). */
function changeOneByte(token: string) {
  const [h, p, s] = token.split('.');
  const i = Math.floor(p.length / 2);
  return `${h}.${p.slice(0, i)}${p[i] === 'A' ? 'B' : 'A'}${p.slice(i + 1)}.${s}`;
}

describe('GET /api/cards/keys', () => {
  it('is public and cacheable, and a standard JOSE library verifies a card from the JWKS alone', async () => {
    const s = await studentWithIdCard(t.db);
    const { token } = await digitalToken(s.user);
    const res = await t.app.inject({ method: 'GET', url: '/api/cards/keys' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const jwks = CardJwksSchema.parse(res.json());
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: decodeProtectedHeader(token).kid });
    const { payload, protectedHeader } = await compactVerify(token, createLocalJWKSet(res.json()));
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ rollNo: s.student.ROLNO, name: s.student.NM, kind: 'id-card' });
    // A changed byte fails with the same library.
    await expect(compactVerify(changeOneByte(token), createLocalJWKSet(res.json()))).rejects.toThrow();
  });

  it('keeps publishing an older key after rotation, so printed cards stay verifiable', async () => {
    const s = await studentWithIdCard(t.db);
    const { token: old } = await digitalToken(s.user);
    const rotated = await buildApp({ config: { ...t.config, CARD_SIGNING_KEY: KEY_B }, database: t.database, logger: false });
    await rotated.ready();
    rotated.lifecycle.state = 'ready';
    try {
      const keys = (await rotated.inject({ method: 'GET', url: '/api/cards/keys' })).json();
      expect(keys.keys).toHaveLength(2);
      expect(keys.keys[0].kid).not.toBe(decodeProtectedHeader(old).kid);
      await compactVerify(old, createLocalJWKSet(keys));
      const res = await rotated.inject({ method: 'POST', url: '/api/cards/verify', payload: { token: old } });
      expect(res.json()).toMatchObject({ valid: true, verdict: 'valid' });
      // New cards are signed with the new key.
      const fresh = await rotated.inject({ method: 'GET', url: '/api/student/digital-card', headers: await t.auth(s.user) });
      expect(decodeProtectedHeader(fresh.json().data.token).kid).toBe(keys.keys[0].kid);
    } finally {
      await rotated.close();
    }
  });
});

describe('POST /api/cards/verify', () => {
  it('is public: a genuine delivered card is VALID with what the card shows, and nothing more', async () => {
    const s = await studentWithIdCard(t.db);
    const { token, serial } = await digitalToken(s.user);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    const body = VerifyCardAnswerSchema.parse(res.json());
    expect(body).toMatchObject({ valid: true, revoked: false, verdict: 'valid', reasonCode: null });
    expect(body.holder).toEqual({ serial, name: s.student.NM, rollNo: s.student.ROLNO, programme: 'BS Computer Science', validUntil: `${s.student.YEAR + 4}-12-31`, kind: 'id-card' });
    expect(res.body).not.toContain(s.student.PH1);
    expect(res.body).not.toContain('Street');
  });

  it('answers a changed byte, a foreign key and garbage with NOT GENUINE, never an error status', async () => {
    const s = await studentWithIdCard(t.db);
    const { token } = await digitalToken(s.user);
    const changed = await verify(changeOneByte(token));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ valid: false, revoked: false, verdict: 'not-genuine', reasonCode: 'not-genuine', holder: null, photoUrl: null });
    // The same claims signed by a key the university never used.
    const { CompactSign, importPKCS8 } = await import('jose');
    const [header, payload] = token.split('.');
    const forged = await new CompactSign(Buffer.from(payload, 'base64url'))
      .setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString()))
      .sign(await importPKCS8(pem(), 'EdDSA'));
    expect((await verify(forged)).json()).toMatchObject({ valid: false, verdict: 'not-genuine', reasonCode: 'not-genuine' });
    for (const bad of ['hello', 'a.b.c', `${token}x.y`, '{"serial":"IC-000001"}', 'eyJhbGciOiJub25lIn0.eyJ4IjoxfQ.']) {
      const res = await verify(bad);
      expect(res.statusCode, bad).toBe(200);
      expect(res.json(), bad).toMatchObject({ valid: false, verdict: 'not-genuine' });
    }
  });

  it('is throttled per address: past the limit a minute, 429 (another address is still served)', async () => {
    const from = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/cards/verify', payload: { token: 'a.b.c' }, remoteAddress });
    for (let i = 0; i < CARD_VERIFY_RATE.max; i++) expect((await from('10.9.8.7')).statusCode).toBe(200);
    expect((await from('10.9.8.7')).statusCode).toBe(429);
    expect((await from('10.9.8.6')).statusCode).toBe(200);
  });

  it('refuses a missing or empty token with a clear message (400)', async () => {
    for (const payload of [{}, { token: '' }, { token: 12 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cards/verify', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Please scan or paste a card code');
    }
  });

  it('says REVOKED as soon as the student asks for a duplicate card (the old one was lost)', async () => {
    const s = await studentWithIdCard(t.db);
    const { token } = await digitalToken(s.user);
    expect((await verify(token)).json().verdict).toBe('valid');
    await buildCardRequest(t.db, s.student.ID, { CARD_TYPE: CARD_TYPE.DUPLICATE, ATTEMPT_NO: 2, REQ_STATUS: STATUS.SUBMITTED });
    expect((await verify(token)).json()).toMatchObject({ valid: false, revoked: true, verdict: 'revoked', reasonCode: 'replaced' });
  });

  it('says REVOKED once the student is cleared, and EXPIRED after the valid-until day', async () => {
    const s = await studentWithIdCard(t.db);
    const { token } = await digitalToken(s.user);
    await clearStudent(t.db, s);
    expect((await verify(token)).json()).toMatchObject({ revoked: true, reasonCode: 'cleared' });

    const old = await studentWithIdCard(t.db);
    const { token: oldToken } = await digitalToken(old.user);
    await t.db.update(issuedCards).set({ VALID_UNTIL: '2020-12-31' }).where(eq(issuedCards.STUDENT_ID, old.student.ID));
    expect((await verify(oldToken)).json()).toMatchObject({ valid: false, revoked: false, verdict: 'expired', reasonCode: 'expired' });
  });

  it('checks a transport pass: valid while its challan is paid, revoked when it is not', async () => {
    const s = await studentWithPass(t.db);
    const { token } = await digitalToken(s.user, '/api/student/digital-transport-pass');
    const res = (await verify(token)).json();
    expect(res).toMatchObject({ valid: true, holder: { kind: 'transport-pass', route: `${s.route.ROUTE_NO} - ${s.route.ROUTE_NAME}`, stop: 'Thokar Niaz Baig' } });
    const { challans } = await import('../../db/schema/index.js');
    await t.db.update(challans).set({ PAID: 0, PAID_AT: null }).where(eq(challans.TRANSPORT_TRANS_ID, s.request.TRANS_ID));
    expect((await verify(token)).json()).toMatchObject({ valid: false, revoked: true, reasonCode: 'pass-unpaid' });
  });

  it('revokes a pass once a newer transport request of the student is paid (not while it is unpaid)', async () => {
    const first = await studentWithPass(t.db);
    const { token } = await digitalToken(first.user, '/api/student/digital-transport-pass');
    const unpaid = await studentWithPass(t.db, null, STATUS.FEE_PENDING, first);
    expect((await verify(token)).json()).toMatchObject({ valid: true });
    const { challans } = await import('../../db/schema/index.js');
    await t.db.update(challans).set({ PAID: 18_000, PAID_AT: new Date() }).where(eq(challans.TRANSPORT_TRANS_ID, unpaid.request.TRANS_ID));
    expect((await verify(token)).json()).toMatchObject({ valid: false, revoked: true, reasonCode: 'pass-replaced' });
  });
});

describe('GET /api/cards/photo', () => {
  it('shows the holder photo to anyone with a genuine token, and nothing for a changed one', async () => {
    const s = await studentWithIdCard(t.db);
    const { token, photoUrl } = await digitalToken(s.user);
    const res = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    const bad = await t.app.inject({ method: 'GET', url: `/api/cards/photo?token=${encodeURIComponent(changeOneByte(token))}` });
    expect(bad.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/cards/photo' })).statusCode).toBe(400);
  });
});
