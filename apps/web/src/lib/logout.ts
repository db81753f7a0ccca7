import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../config/paths';
import { markLoggingOut } from './logging-out';
import { queryClient } from './query-client';
import { clearSessionStorage, tokenStorage } from './storage';
import { signedInWithSso } from './token';

/** Ends the session in this browser: token, page size and page number removed, cached answers dropped. */
export function endSession(): void {
  markLoggingOut(signedInWithSso(tokenStorage.get()));
  clearSessionStorage();
  queryClient.clear();
}

/** Logout: clears the session, then goes to '/' (which offers the provider's sign-out after a single sign-on). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate(PATHS.root, { replace: true });
  }, [navigate]);
}
