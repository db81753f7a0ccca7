import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@portal/domain';
import { tokenStorage } from './storage';
import { tokenExpiresIn, userFromToken } from './token';

let cachedToken: string | null | undefined;
let cachedUser: SessionUser | null = null;

/** The current session user (stable object while the token is unchanged). */
export function getSessionUser(): SessionUser | null {
  const token = tokenStorage.get();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedUser = userFromToken(token);
  }
  if (cachedUser && (tokenExpiresIn(token) ?? 1) <= 0) cachedUser = null;
  return cachedUser;
}

/** React hook: the session user, re-rendering on login, logout, 401 and other tabs' changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(tokenStorage.subscribe, getSessionUser, () => null);
}
