import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../config/paths';
import { markLoggingOut } from './logging-out';
import { queryClient } from './query-client';
import { clearSessionStorage } from './storage';

/** Ends the session in this browser: token, page size and page number removed, cached answers dropped. */
export function endSession(): void {
  markLoggingOut();
  clearSessionStorage();
  queryClient.clear();
}

/** Logout: clears the session, then goes to '/'. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate(PATHS.root, { replace: true });
  }, [navigate]);
}
