/**
 * Set between Logout and the login page showing, so that the guard of the page being left sends the
 * user to '/' (logout goes to the home page) rather than to '/login' (where a lost session goes). Its own
 * module, without the query cache, so the login page does not load React Query.
 */
let loggedOut = false;
/** The session that ended was signed in through the university's single sign-on: the login page offers the provider's sign-out. */
let endedSso = false;
export const isLoggingOut = () => loggedOut;
export const markLoggingOut = (sso = false) => {
  loggedOut = true;
  endedSso = sso;
};
export const loggedOutOfSso = () => loggedOut && endedSso;
export const loggedOutHandled = () => {
  loggedOut = false;
  endedSso = false;
};
