/**
 * Set between Logout and the login page showing, so that the guard of the page being left sends the
 * user to '/' (logout goes to the home page) rather than to '/login' (where a lost session goes). Its own
 * module, without the query cache, so the login page does not load React Query.
 */
let loggedOut = false;
export const isLoggingOut = () => loggedOut;
export const markLoggingOut = () => {
  loggedOut = true;
};
export const loggedOutHandled = () => {
  loggedOut = false;
};
