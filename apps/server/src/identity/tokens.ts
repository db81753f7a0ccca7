import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionUser } from '@portal/domain';

/** How a session was signed in; the session carries it (the audit log and sign-out read it). */
export type SignInMethod = 'password' | 'sso';

/** What a valid token names: the account, the account's session version then, and how it signed in. */
export interface TokenClaims {
  accountId: number;
  /** The account's TOKEN_VERSION when the token was signed; any later change of it ends the session (end-sessions.ts). */
  tokenVersion: number;
  method: SignInMethod;
}

/**
 * The only spelling of a token we accept: three base64url parts without padding, the signature exactly the
 * 43 characters of an HMAC-SHA-256 whose unused last bits are zero. A decoder that forgives (an appended
 * `=`, a changed last character that decodes to the same bytes, stray characters) would otherwise make one
 * signature valid under many spellings.
 */
const CANONICAL = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/**
 * Signs and verifies session tokens with jose: HS256 JWTs carrying the session fields (the web app reads
 * them for display), the account's session version and the sign-in method. Only HS256, only unexpired, only
 * the canonical spelling.
 */
export class TokenService {
  /** A WebCrypto key imported once: given bytes or a KeyObject, jose would import it again on every verification (half again the cost). */
  private readonly key: Promise<CryptoKey>;
  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = crypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(user: SessionUser, tokenVersion: number, method: SignInMethod = 'password'): Promise<string> {
    return new SignJWT({ ...user, tv: tokenVersion, am: method })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.ID))
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(await this.key);
  }

  /**
   * The claims of a valid, unexpired, canonically spelt token, or null. `{ expired: true }` also takes a
   * token that is genuine but past its expiry (only to tell its holder why they were signed out).
   */
  async verify(token: string, opts: { expired?: boolean } = {}): Promise<TokenClaims | null> {
    if (!CANONICAL.test(token)) return null;
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp', 'tv'], ...(opts.expired ? { currentDate: new Date(0) } : {}) });
      const accountId = Number(payload.sub);
      const tokenVersion = payload.tv;
      if (!Number.isInteger(accountId) || !Number.isInteger(tokenVersion)) return null;
      return { accountId, tokenVersion: tokenVersion as number, method: payload.am === 'sso' ? 'sso' : 'password' };
    } catch {
      return null;
    }
  }
}
