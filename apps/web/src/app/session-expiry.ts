import { useEffect, useSyncExternalStore } from 'react';
import { MSG } from '@portal/domain';
import { tokenExpiresIn } from '../lib/token';
import { tokenStorage } from '../lib/storage';
import { toast } from '../lib/toast';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** A stored token that no longer works (expired or unreadable) ends the session as a 401 does. */
export function endStaleSession(): void {
  toast.error(MSG.unauthorized, { id: 'unauthorized' });
  tokenStorage.remove();
}

/** Ends the browser session when the token expires, as the server would on the next call. */
export function useSessionExpiry(): void {
  const token = useSyncExternalStore(tokenStorage.subscribe, tokenStorage.get, () => null);
  useEffect(() => {
    const ms = tokenExpiresIn(token);
    if (ms == null) return;
    if (ms <= 0) {
      endStaleSession();
      return;
    }
    const t = setTimeout(endStaleSession, Math.min(ms, MAX_TIMEOUT_MS));
    return () => clearTimeout(t);
  }, [token]);
}
