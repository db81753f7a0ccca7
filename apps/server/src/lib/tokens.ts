import { SignJWT, jwtVerify } from 'jose';
import type { SessionUser } from '@portal/domain';

/** Signs and verifies session tokens (HS256 JWT carrying the session fields). */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string, private readonly ttl: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: SessionUser): Promise<string> {
    return new SignJWT({ ...user }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.ID)).setIssuedAt().setExpirationTime(this.ttl).sign(this.key);
  }

  /** The account id of a valid, unexpired token, or null. */
  async verify(token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      return Number.isInteger(id) ? id : null;
    } catch {
      return null;
    }
  }
}
