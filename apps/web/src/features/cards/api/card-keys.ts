import type { CardJwks } from '@portal/domain/cards/schemas';
import { api } from '../../../lib/api';

const STORED = 'portal.cardKeys';

/** The last public keys read from the university, kept on the phone for checking cards offline. */
export function storedCardKeys(): CardJwks | null {
  try {
    const raw = localStorage.getItem(STORED);
    const parsed = raw ? (JSON.parse(raw) as CardJwks) : null;
    return parsed && Array.isArray(parsed.keys) && parsed.keys.length > 0 ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The university's public card keys (a JWKS): from the network when it answers (then kept on the phone),
 * else the copy kept earlier (the service worker answers from its own copy too when offline).
 */
export async function loadCardKeys(): Promise<CardJwks | null> {
  try {
    const jwks = await api.get<CardJwks>('/api/cards/keys', undefined, { silent: true });
    if (jwks && Array.isArray(jwks.keys) && jwks.keys.length > 0) {
      localStorage.setItem(STORED, JSON.stringify(jwks));
      return jwks;
    }
  } catch {
    // offline: the kept copy below
  }
  return storedCardKeys();
}
