import crypto from 'node:crypto';

/**
 * Secrets kept in the database encrypted (AES-256-GCM) with a key derived from TOKEN_SECRET by HKDF-SHA256
 * (its own salt and purpose), so a copy of the database alone does not give the secrets away. Stored as
 * `v1.<iv>.<ciphertext>.<tag>` (base64url). Each purpose gets its own key.
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(tokenSecret: string, purpose: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', tokenSecret, 'student-services-portal', `secret-box:${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The plain text, or null when the box is not ours (another key, altered, not a box). */
  open(sealed: string): string | null {
    const [v, iv, body, tag] = sealed.split('.');
    if (v !== 'v1' || !iv || !body || !tag) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
