import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CompactSign, compactVerify, decodeProtectedHeader, importJWK, importPKCS8, type CryptoKey, calculateJwkThumbprint } from 'jose';
import { CardTokenClaimsSchema, type CardJwk, type CardTokenClaims } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { cardSigningKeys } from '../../db/schema/index.js';

/** The private key's file beside the embedded database (like the session token secret). */
export const CARD_KEY_FILE = 'card-signing-key.pem';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
}

/** Why a token could not be read as a genuine card. */
export type TokenProblem = 'malformed' | 'unknown-key' | 'not-genuine';

export type TokenCheck = { ok: true; claims: CardTokenClaims; kid: string } | { ok: false; problem: TokenProblem };

/**
 * The private key: CARD_SIGNING_KEY when set, else the key kept in DATA_DIR (generated on first use).
 * Tests without CARD_SIGNING_KEY use a key of their own process and write nothing.
 */
function readPrivatePem(config: Config): string {
  if (config.CARD_SIGNING_KEY) return config.CARD_SIGNING_KEY.replace(/\\n/g, '\n');
  if (config.NODE_ENV === 'test') {
    testKeyPem ??= newPem();
    return testKeyPem;
  }
  const file = path.join(config.DATA_DIR, CARD_KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const pem = newPem();
  // `wx`: two processes starting at once keep the first key written.
  try {
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return fs.readFileSync(file, 'utf8');
  }
  return pem;
}
let testKeyPem: string | undefined;
const newPem = () => crypto.generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** The key id: the start of the key's RFC 7638 thumbprint (short, so the QR stays small). */
const kidOf = async (jwk: { kty: string; crv: string; x: string }) => (await calculateJwkThumbprint(jwk, 'sha256')).slice(0, 16);

async function loadSigningKey(config: Config): Promise<SigningKey> {
  const pem = readPrivatePem(config);
  let keyObject: crypto.KeyObject;
  try {
    keyObject = crypto.createPrivateKey(pem);
  } catch {
    throw new Error('CARD_SIGNING_KEY (or the card key file) is not a readable private key');
  }
  if (keyObject.asymmetricKeyType !== 'ed25519') throw new Error('The card signing key must be an Ed25519 key');
  const privateKey = await importPKCS8(keyObject.export({ type: 'pkcs8', format: 'pem' }).toString(), 'EdDSA');
  const pub = crypto.createPublicKey(keyObject).export({ format: 'jwk' }) as { kty: 'OKP'; crv: 'Ed25519'; x: string };
  const publicJwk = { kty: 'OKP' as const, crv: 'Ed25519' as const, x: pub.x };
  return { kid: await kidOf(publicJwk), privateKey, publicJwk };
}

const asJwk = (kid: string, k: { x: string }): CardJwk => ({ kty: 'OKP', crv: 'Ed25519', x: k.x, kid, alg: 'EdDSA', use: 'sig' });

/**
 * Signs cards (compact JWS, EdDSA over Ed25519) and checks them against every public key that ever
 * signed one. The key is read (or generated) when the app starts; its public half is recorded in the
 * database by the first change that signs with it (`register`, inside that change's transaction), so
 * every instance publishes every key, a rotated key's printed cards still verify, and a refused request
 * writes nothing.
 */
export class CardSigner {
  private key: Promise<SigningKey> | null = null;
  private readonly publicKeys = new Map<string, CryptoKey>();

  constructor(
    private readonly db: DbOrTx,
    private readonly config: Config,
  ) {}

  /** The current key (read or generated once). */
  load(): Promise<SigningKey> {
    this.key ??= loadSigningKey(this.config);
    return this.key;
  }

  /** Records the current public key (nothing when it is recorded already); call it in the signing change. */
  async register(db: DbOrTx): Promise<void> {
    const key = await this.load();
    await db.insert(cardSigningKeys).values({ KID: key.kid, PUBLIC_JWK: key.publicJwk }).onConflictDoNothing();
  }

  /** A card's token: the claims signed with the current key, `kid` in the header. Writes nothing. */
  async sign(claims: CardTokenClaims): Promise<string> {
    const key = await this.load();
    const payload = new TextEncoder().encode(JSON.stringify(CardTokenClaimsSchema.parse(claims)));
    return new CompactSign(payload).setProtectedHeader({ alg: 'EdDSA', kid: key.kid }).sign(key.privateKey);
  }

  /** The JWKS: the current key first, then every earlier one, newest first. */
  async jwks(): Promise<{ keys: CardJwk[] }> {
    const key = await this.load();
    const rows = await this.db.select().from(cardSigningKeys).orderBy(desc(cardSigningKeys.CREATED_AT), desc(cardSigningKeys.KID));
    return { keys: [asJwk(key.kid, key.publicJwk), ...rows.filter((r) => r.KID !== key.kid).map((r) => asJwk(r.KID, r.PUBLIC_JWK))] };
  }

  private async publicKey(kid: string): Promise<CryptoKey | null> {
    const cached = this.publicKeys.get(kid);
    if (cached) return cached;
    const current = await this.load();
    const jwk = kid === current.kid ? current.publicJwk : (await this.db.select().from(cardSigningKeys).where(eq(cardSigningKeys.KID, kid)).limit(1))[0]?.PUBLIC_JWK;
    if (!jwk) return null;
    const key = (await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA')) as CryptoKey;
    this.publicKeys.set(kid, key);
    return key;
  }
  /** Reads a token: genuine (signed by a known key, claims as a card has them) or why not. Never throws. */
  async check(token: string): Promise<TokenCheck> {
    if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return { ok: false, problem: 'malformed' };
    let kid: unknown;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== 'EdDSA') return { ok: false, problem: 'not-genuine' };
      kid = header.kid;
    } catch {
      return { ok: false, problem: 'malformed' };
    }
    if (typeof kid !== 'string' || kid.length > 64) return { ok: false, problem: 'unknown-key' };
    const key = await this.publicKey(kid);
    if (!key) return { ok: false, problem: 'unknown-key' };
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(token, key, { algorithms: ['EdDSA'] }));
    } catch {
      return { ok: false, problem: 'not-genuine' };
    }
    try {
      const claims = CardTokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(payload)));
      return claims.success ? { ok: true, claims: claims.data, kid } : { ok: false, problem: 'malformed' };
    } catch {
      return { ok: false, problem: 'malformed' };
    }
  }
}

