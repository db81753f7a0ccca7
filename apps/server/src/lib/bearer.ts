import crypto from 'node:crypto';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/**
 * A check of an `Authorization: Bearer …` header against a fixed secret, in constant time (digests of equal
 * length are compared, so the answer's timing says nothing of the secret). Without a secret nothing matches.
 */
export function bearerMatcher(secret: string | null | undefined): (authorization: string | undefined) => boolean {
  const expected = secret ? digest(secret) : null;
  return (authorization) => {
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]?.trim();
    return !!expected && !!given && crypto.timingSafeEqual(digest(given), expected);
  };
}
