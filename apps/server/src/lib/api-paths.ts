/** Paths that belong to the API (everything else is the web app). */
export const API_PREFIXES = ['/api/', '/get-file/', '/challan-dues'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p) || url === p.replace(/\/$/, ''));
/** API paths served by plugins (OpenAPI docs) that need no access-table entry. */
export const isDocsPath = (url: string) => url.startsWith('/api/docs');
