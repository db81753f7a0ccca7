import type { VerifyCardAnswer } from '@portal/domain/cards/schemas';
import { api, isApiError } from '../../../lib/api';

/** The network could not be reached: the verifier checks the card on the phone instead. */
export class OfflineError extends Error {}

/**
 * Asks the university whether a card's token is genuine, current and not revoked. A failure to reach the
 * server (no network, or the phone is offline) throws OfflineError; any other failure is shown as usual.
 */
export async function verifyCardOnline(token: string): Promise<VerifyCardAnswer> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  try {
    return await api.post<VerifyCardAnswer>('/api/cards/verify', { token }, { silent: true });
  } catch (e) {
    if (isApiError(e) && e.status === 0) throw new OfflineError();
    throw e;
  }
}
