import { useEffect, useSyncExternalStore } from 'react';
import { MSG } from '@portal/domain';
import { tokenExpiresIn } from '../lib/session';
import { tokenStorage } from '../lib/storage';
import { toast } from '../lib/toast';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Ends the browser session when the token expires, as the server would on the next call. */
export function useSessionExpiry(): void {
  const token = useSyncExternalStore(tokenStorage.subscribe, tokenStorage.get, () => null);
  useEffect(() => {
    const ms = tokenExpiresIn(token);
    if (ms == null) return;
    const expire = () => {
      toast.error(MSG.unauthorized, { id: 'unauthorized' });
      tokenStorage.remove();
    };
    if (ms <= 0) {
      expire();
      return;
    }
    const t = setTimeout(expire, Math.min(ms, MAX_TIMEOUT_MS));
    return () => clearTimeout(t);
  }, [token]);
}
