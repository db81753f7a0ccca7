import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@portal/domain';
import { tokenStorage } from './storage';
import { tokenExpiresIn, userFromToken } from './token';

let cachedToken: string | null | undefined;
let cachedUser: SessionUser | null = null;
/** When the cached token expires (ms since the epoch), read once per token: every render of a screen asks. */
let cachedExpiresAt: number | null = null;

/** The current session user (stable object while the token is unchanged). */
export function getSessionUser(): SessionUser | null {
  const token = tokenStorage.get();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedUser = userFromToken(token);
    const expiresIn = tokenExpiresIn(token);
    cachedExpiresAt = expiresIn === null ? null : Date.now() + expiresIn;
  }
  if (cachedUser && cachedExpiresAt !== null && cachedExpiresAt <= Date.now()) cachedUser = null;
  return cachedUser;
}

/** React hook: the session user, re-rendering on login, logout, 401 and other tabs' changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(tokenStorage.subscribe, getSessionUser, () => null);
}
