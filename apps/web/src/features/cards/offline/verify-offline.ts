import type { CardHolder, CardJwks, CardReasonCode, CardVerdict } from '@portal/domain/cards/schemas';
// The rules module, not the schemas: the verifier's page loads no zod.
import { CARD_SERIAL_PREFIX, isExpired, parseCardSerial } from '@portal/domain/cards/rules';

/** What the phone could tell about a card on its own: signature and dates, never revocation. */
export interface OfflineVerdict {
  verdict: CardVerdict;
  reasonCode: CardReasonCode | null;
  holder: CardHolder | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown): v is string => typeof v === 'string';

/** The claims of a signed card as the university writes them, or null when they are not (a forged shape). */
export function holderOf(claims: unknown): CardHolder | null {
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Record<string, unknown>;
  const { serial, rollNo, name, programme, validUntil, kind, route, stop } = c;
  if (!text(serial) || !text(rollNo) || !text(name) || !text(programme) || !text(validUntil) || !DAY.test(validUntil)) return null;
  if (!text(kind) || !Object.hasOwn(CARD_SERIAL_PREFIX, kind) || parseCardSerial(serial)?.kind !== kind) return null;
  if ((route !== undefined && !text(route)) || (stop !== undefined && !text(stop))) return null;
  return { serial, rollNo, name, programme, validUntil, kind: kind as CardHolder['kind'], ...(text(route) ? { route } : {}), ...(text(stop) ? { stop } : {}) };
}

/**
 * Checks a card's token on the phone with the university's public keys (a standard JOSE library, EdDSA
 * with Ed25519 through the browser's WebCrypto): a token not signed by one of the keys is NOT GENUINE, a
 * genuine one past its valid-until day EXPIRED, else VALID — as far as the phone can tell, since whether
 * the card was revoked is known only to the university.
 */
export async function verifyOffline(token: string, jwks: CardJwks, now = new Date()): Promise<OfflineVerdict> {
  const notGenuine = (reasonCode: CardReasonCode): OfflineVerdict => ({ verdict: 'not-genuine', reasonCode, holder: null });
  const { compactVerify, createLocalJWKSet, errors } = await import('jose');
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(token.trim(), createLocalJWKSet(jwks), { algorithms: ['EdDSA'] }));
  } catch (e) {
    if (e instanceof errors.JWKSNoMatchingKey) return notGenuine('unknown-key');
    if (e instanceof errors.JWSSignatureVerificationFailed) return notGenuine('not-genuine');
    return notGenuine('malformed');
  }
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return notGenuine('malformed');
  }
  const holder = holderOf(claims);
  if (!holder) return notGenuine('malformed');
  if (isExpired(holder.validUntil, now)) return { verdict: 'expired', reasonCode: 'expired', holder };
  return { verdict: 'valid', reasonCode: null, holder };
}
