import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey, type JWTPayload } from 'jose';
import { DEPT } from '@portal/domain';
import { accounts } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff } from '../test/factories.js';
import { SingleSignOn } from './single-sign-on.js';

/**
 * The ID token's checks, with tokens signed by the test's own keys: a minimal provider (discovery, keys, a token
 * endpoint answering whatever ID token the test made) stands where the university's would.
 */
const CLIENT_ID = 'portal-unit';
let t: TestApp;
let server: Server;
let issuer: string;
let key: JoseKey;
let otherKey: JoseKey;
/** The ID token the token endpoint answers next, made from the nonce the flow sent. */
let idTokenFor: (nonce: string) => Promise<string>;
let lastNonce = '';

beforeAll(async () => {
  t = await createTestApp();
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return json({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'] });
    }
    if (req.url === '/jwks') return json({ keys: [jwk] });
    if (req.url === '/token' && req.method === 'POST') {
      req.resume();
      req.on('end', async () => json({ access_token: 'access', token_type: 'Bearer', expires_in: 60, id_token: await idTokenFor(lastNonce) }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const now = () => Math.floor(Date.now() / 1000);
const token = (claims: JWTPayload, opts: { signWith?: JoseKey } = {}) =>
  new SignJWT({ email: 'unit.staff@gcu.test', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .sign(opts.signWith ?? key);
const good = (nonce: string): JWTPayload => ({ iss: issuer, aud: CLIENT_ID, sub: 'u1', iat: now(), exp: now() + 300, nonce });

/** One whole flow whose token endpoint answers `make`'s ID token; the person it ends with, or the refusal's code. */
async function flowWith(make: (nonce: string) => Promise<string>) {
  const sso = new SingleSignOn(t.db, { issuer, clientId: CLIENT_ID, clientSecret: 'secret', scopes: 'openid email', publicUrl: 'http://portal.test' });
  const flow = await sso.start();
  const start = new URL(flow.url);
  lastNonce = start.searchParams.get('nonce')!;
  idTokenFor = make;
  const code = await sso.finish(new URL(`http://portal.test/api/auth/sso/callback?code=the-code&state=${flow.state}`), flow.state);
  try {
    return await sso.collect(code, { tokenSecret: t.config.TOKEN_SECRET, code: undefined });
  } catch (err) {
    if (err instanceof AppError) return err.said.code;
    throw err;
  }
}

describe('the ID token of a single sign-on', () => {
  it('is taken when its issuer, audience, signature, expiry and nonce are right', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await t.db.update(accounts).set({ EMAIL: 'unit.staff@gcu.test' }).where(eq(accounts.ID, staff.ID));
    expect(await flowWith((nonce) => token(good(nonce)))).toMatchObject({ ID: staff.ID });
  });

  it.each([
    ['from another issuer', (nonce: string) => token({ ...good(nonce), iss: 'https://login.example.com/another' })],
    ['for another audience', (nonce: string) => token({ ...good(nonce), aud: 'another-client' })],
    ['expired', (nonce: string) => token({ ...good(nonce), iat: now() - 3600, exp: now() - 600 })],
    ['with another nonce', (nonce: string) => token({ ...good(nonce), nonce: `${nonce}x` })],
    ['without a nonce', (nonce: string) => token({ ...good(nonce), nonce: undefined })],
    ['signed by another key', (nonce: string) => token(good(nonce), { signWith: otherKey })],
  ])('is refused %s, with a plain message and no session', async (_, make) => {
    expect(await flowWith(make)).toBe('account.ssoFailed');
  });
});
