// @vitest-environment node
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import type { CardJwks } from '@portal/domain/cards/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { holderOf, verifyOffline } from './verify-offline';

const claims = {
  serial: 'IC-000042',
  rollNo: 'BSCS-24-0001',
  name: 'Ayesha Khan',
  programme: 'BS Computer Science',
  validUntil: '2028-12-31',
  kind: 'id-card',
  iat: 1_760_000_000,
};

let jwks: CardJwks;
let otherJwks: CardJwks;
let sign: (payload: unknown, kid?: string) => Promise<string>;
let signOther: (payload: unknown) => Promise<string>;

beforeAll(async () => {
  const ours = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const theirs = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = async (k: CryptoKey, kid: string) => ({ ...(await exportJWK(k)), kid, alg: 'EdDSA', use: 'sig' }) as CardJwks['keys'][number];
  jwks = { keys: [await jwk(ours.publicKey, 'k1')] };
  otherJwks = { keys: [await jwk(theirs.publicKey, 'k1')] };
  const bytes = (p: unknown) => new TextEncoder().encode(typeof p === 'string' ? p : JSON.stringify(p));
  sign = (p, kid = 'k1') => new CompactSign(bytes(p)).setProtectedHeader({ alg: 'EdDSA', kid }).sign(ours.privateKey);
  signOther = (p) => new CompactSign(bytes(p)).setProtectedHeader({ alg: 'EdDSA', kid: 'k1' }).sign(theirs.privateKey);
});

const ON = new Date('2026-11-26T10:00:00Z');

describe('checking a card on the phone alone', () => {
  it('a genuine card within its dates is VALID, with what the card shows', async () => {
    const v = await verifyOffline(await sign(claims), jwks, ON);
    expect(v).toEqual({ verdict: 'valid', reasonCode: null, holder: { serial: 'IC-000042', rollNo: 'BSCS-24-0001', name: 'Ayesha Khan', programme: 'BS Computer Science', validUntil: '2028-12-31', kind: 'id-card' } });
  });

  it.each([
    ['its last day', '2028-12-31T23:00:00Z', 'valid'],
    ['the day after its last day', '2029-01-01T00:00:00Z', 'expired'],
  ])('on %s it is %s', async (_when, now, verdict) => {
    expect((await verifyOffline(await sign(claims), jwks, new Date(now))).verdict).toBe(verdict);
  });

  it('a transport pass keeps its route and stop', async () => {
    const pass = { ...claims, serial: 'TP-000007', kind: 'transport-pass', route: '12 Thokar', stop: 'Kalma Chowk' };
    expect((await verifyOffline(await sign(pass), jwks, ON)).holder).toMatchObject({ route: '12 Thokar', stop: 'Kalma Chowk' });
  });

  it('a changed byte anywhere is NOT GENUINE', async () => {
    const token = await sign(claims);
    const [h, p, s] = token.split('.');
    const flip = (x: string) => `${x[0] === 'A' ? 'B' : 'A'}${x.slice(1)}`;
    for (const bad of [`${h}.${p}.${flip(s)}`, `${h}.${flip(p)}.${s}`]) {
      const v = await verifyOffline(bad, jwks, ON);
      expect(v.verdict).toBe('not-genuine');
      expect(v.holder).toBeNull();
    }
    // The claims re-signed by someone else's key.
    expect(await verifyOffline(await signOther(claims), jwks, ON)).toMatchObject({ verdict: 'not-genuine', reasonCode: 'not-genuine' });
    expect((await verifyOffline(await sign(claims), otherJwks, ON)).verdict).toBe('not-genuine');
  });

  it.each([
    ['a key the university never published', async () => sign(claims, 'k9'), 'unknown-key'],
    ['text that is no token', async () => 'hello', 'malformed'],
    ['an empty code', async () => '', 'malformed'],
    ['a signed text that is not JSON', async () => sign('not json'), 'malformed'],
    ['signed claims missing the name', async () => sign({ ...claims, name: undefined }), 'malformed'],
    ['a serial of the other kind', async () => sign({ ...claims, serial: 'TP-000042' }), 'malformed'],
    ['a date that is no day', async () => sign({ ...claims, validUntil: 'soon' }), 'malformed'],
  ])('%s is NOT GENUINE (%s)', async (_what, token, reasonCode) => {
    expect(await verifyOffline(await token(), jwks, ON)).toEqual({ verdict: 'not-genuine', reasonCode, holder: null });
  });

  it('shows nothing the card does not carry', () => {
    const holder = holderOf({ ...claims, phone: '0300-1234567', address: 'House 1' });
    expect(Object.keys(holder ?? {}).sort()).toEqual(['kind', 'name', 'programme', 'rollNo', 'serial', 'validUntil']);
  });
});
