import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../config/paths';
import { queryClient } from './query-client';
import { clearSessionStorage } from './storage';

/**
 * Set between Logout and the login page showing, so that the guard of the page being left sends the
 * user to '/' (spec: logout goes to '/') rather than to '/login' (where a lost session goes).
 */
let loggedOut = false;
export const isLoggingOut = () => loggedOut;
export const loggedOutHandled = () => {
  loggedOut = false;
};

/** Ends the session in this browser: token, page size and page number removed, cached answers dropped. */
export function endSession(): void {
  loggedOut = true;
  clearSessionStorage();
  queryClient.clear();
}

/** Logout (spec 000 §2): clears the session, then goes to '/'. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate(PATHS.root, { replace: true });
  }, [navigate]);
}
