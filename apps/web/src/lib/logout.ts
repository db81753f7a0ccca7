import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../config/paths';
import { markLoggingOut } from './logging-out';
import { queryClient } from './query-client';
import { clearSessionStorage, tokenStorage } from './storage';
import { signedInWithSso } from './token';

/** Ends the session in this browser: token, page size and page number removed, cached answers dropped. */
export function endSession(): void {
  markLoggingOut();
  clearSessionStorage();
  queryClient.clear();
}

/** What the login page is told after a logout: a single sign-on session may sign out of the provider too. */
export interface LoggedOutState {
  ssoSignedOut?: boolean;
}

/** Logout: clears the session, then goes to '/' (which offers the provider's sign-out after a single sign-on). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: LoggedOutState = signedInWithSso(tokenStorage.get()) ? { ssoSignedOut: true } : {};
    endSession();
    void navigate(PATHS.root, { replace: true, state });
  }, [navigate]);
}
