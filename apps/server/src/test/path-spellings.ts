import type { App } from '../app.js';

type Route = App['apiRoutes'][number];

/** The route's path with `pick(name)` for each parameter (a trailing wildcard gets `x`). */
export const concretePath = (url: string, pick: (name: string) => string | number) =>
  url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(String(pick(name)))).replace(/\*$/, 'x');

/** `path` with the character at `at` written as a percent-escape (`a` → `%61`), which the router decodes back. */
const escapeAt = (path: string, at: number) => (at < 0 ? null : `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}${path.slice(at + 1)}`);

/**
 * Ways a client may write the path of one route. The router decodes percent-escapes before it matches, so
 * the escaped spellings always reach the route; whether a doubled slash, a trailing slash or other letter
 * case does depends on the router's options (`spelledRoute` below follows them). Null: the path has no
 * such spelling (a path of one segment has no slash to double).
 */
export const SPELLINGS: readonly { name: string; of: (path: string) => string | null }[] = [
  { name: 'as registered', of: (p) => p },
  { name: 'first letter escaped (/%61pi/…)', of: (p) => escapeAt(p, p.search(/[a-z]/i)) },
  {
    name: 'a later letter escaped (/api/%61dmin/…)',
    // The first letter of the second segment; a path of one segment has its last letter escaped.
    of: (p) => escapeAt(p, /^\/[^/]+\/[a-z]/i.test(p) ? p.indexOf('/', 1) + 1 : p.search(/[a-z][^a-z]*$/i)),
  },
  { name: 'doubled slash (/api//…)', of: (p) => (p.indexOf('/', 1) > 0 ? `${p.slice(0, p.indexOf('/', 1))}/${p.slice(p.indexOf('/', 1))}` : null) },
  { name: 'trailing slash (…/)', of: (p) => `${p}/` },
  { name: 'upper-case first segment (/API/…)', of: (p) => p.replace(/^\/[^/]+/, (s) => s.toUpperCase()) },
];

/**
 * The route a spelled path reaches, as the app's router resolves it: each escape decoded, the router's
 * options honoured (trailing and duplicate slashes, letter case), a static segment preferred to a parameter
 * and a parameter to a wildcard, and a parameter matching any segment, an empty one too (so
 * `/api/eft/applications/` reaches `/api/eft/applications/:id`). Undefined: an unknown path (404).
 * `method` is the route's as registered (a HEAD is resolved as its GET).
 */
export function spelledRoute(app: App, method: string, spelled: string): Route | undefined {
  const router = app.initialConfig;
  let path = spelled
    .split('?')[0]
    .split('/')
    .map((s) => decodeURIComponent(s))
    .join('/');
  if (router.ignoreDuplicateSlashes) path = path.replace(/\/{2,}/g, '/');
  if (router.ignoreTrailingSlash && path.length > 1) path = path.replace(/\/$/, '');
  const same = (a: string, b: string) => (router.caseSensitive === false ? a.toLowerCase() === b.toLowerCase() : a === b);
  const segments = path.split('/').slice(1);
  let best: { route: Route; rank: string } | undefined;
  for (const route of app.apiRoutes) {
    if (route.method !== (method === 'HEAD' ? 'GET' : method)) continue;
    const pattern = route.url.split('/').slice(1);
    if (pattern.at(-1) === '*' ? segments.length < pattern.length : segments.length !== pattern.length) continue;
    const kinds: number[] = [];
    for (let i = 0; i < pattern.length; i++) {
      const kind = pattern[i] === '*' ? 2 : pattern[i].startsWith(':') ? 1 : same(pattern[i], segments[i]) ? 0 : -1;
      if (kind < 0) break;
      kinds.push(kind);
    }
    if (kinds.length !== pattern.length) continue;
    const rank = kinds.join('');
    if (!best || rank < best.rank) best = { route, rank };
  }
  return best?.route;
}
