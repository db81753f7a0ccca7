/**
 * Bundle budgets of the web app, from a build's `.vite/manifest.json`:
 * - the login page (the entry and what it imports) ≤ 150 kB of gzip JavaScript and ≤ 40 kB of gzip CSS;
 * - every screen (the entry, the screen providers, the screen's signed-in layout, and the screen's own lazily
 *   loaded module with what it imports) ≤ 250 kB of gzip JavaScript. The layout is the one the screen's
 *   paths are shown in (features/<area>/routes.tsx → config/route-access.ts → app/router.tsx, see
 *   screenLayouts below): none for public pages, the largest one for a screen that cannot be placed.
 * - the student dashboard (`home`, a student's first screen) loads ≤ 12 files (scripts and style sheets):
 *   a browser fetches six at a time over HTTP/1.1 (apps/web/vite.config.ts, the `student-first` chunk).
 * Chunks loaded later on demand (a dialog, a chart, the Urdu catalogue) count for no route.
 * Every budget is enforced: since third pass no screen is over 250 kB (the ceilings that held the
 * screens over it are gone, docs/decisions.md).
 * Usage: node scripts/check-bundle-budgets.mjs [webDist=apps/web/dist] [--json]. Exits 1 when a budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = { loginJs: 150_000, loginCss: 40_000, routeJs: 250_000, dashboardFiles: 12 };

/** The layout app/router.tsx shows each kind of screen in (config/route-access.ts); null: none (public pages). */
const LAYOUT_OF_ACCESS = {
  public: null,
  student: 'student-layout',
  staff: 'staff-layout',
  'card-admin': 'staff-layout',
  'card-office': 'staff-layout',
  'dues-admin': 'staff-layout',
  treasurer: 'staff-layout',
  'transport-office': 'transport-layout',
  admin: 'admin-layout',
  user: null,
};

/**
 * Per screen module name (`home` for features/students/components/home-screen.tsx): the layouts it is
 * shown in (a name of app/layouts, or null for none), read from the web app's sources: each area's
 * routes.tsx (screen module → path) and config/route-access.ts (path → access → layout).
 */
export function screenLayouts(webSrc = new URL('../apps/web/src/', import.meta.url)) {
  const read = (rel) => fs.readFileSync(new URL(rel, webSrc), 'utf8');
  const accessOf = new Map([...read('config/route-access.ts').matchAll(/\[PATHS\.(\w+)\]:\s*'([\w-]+)'/g)].map((m) => [m[1], m[2]]));
  const layouts = new Map();
  for (const area of fs.readdirSync(new URL('features/', webSrc))) {
    const file = new URL(`features/${area}/routes.tsx`, webSrc);
    if (!fs.existsSync(file)) continue;
    const src = fs.readFileSync(file, 'utf8');
    // A screen in the area's components/ or in a screen's own folder (features/admin/<screen>/components/).
    const screenOf = new Map([...src.matchAll(/const (\w+) = lazyScreen\(\s*\(\) => import\('\.\/(?:[\w-]+\/)?components\/([\w-]+)-screen'\)/g)].map((m) => [m[1], m[2]]));
    for (const [, pathKey, component] of src.matchAll(/path:\s*PATHS\.(\w+),\s*element:\s*<(\w+)/g)) {
      const screen = screenOf.get(component);
      const access = accessOf.get(pathKey);
      if (!screen || !(access in LAYOUT_OF_ACCESS)) continue;
      layouts.set(screen, [...(layouts.get(screen) ?? []), LAYOUT_OF_ACCESS[access]]);
    }
  }
  return layouts;
}

/** Per route: the gzip bytes of the JavaScript and CSS it loads before it shows. */
export function measureRoutes(dist, layoutsOfScreen = screenLayouts()) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipOf = new Map();
  const gzip = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  /** The chunk and every chunk it imports statically (what loads with it). */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) closure(k, seen);
    return seen;
  };
  const measure = (keys) => {
    const chunks = [...keys].map((k) => manifest[k]);
    const js = new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')));
    const css = new Set(chunks.flatMap((c) => [...(c.css ?? []), ...(c.file.endsWith('.css') ? [c.file] : [])]));
    const sum = (files) => [...files].reduce((n, f) => n + gzip(f), 0);
    return { js: sum(js), css: sum(css), files: js.size + css.size };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  // The closure helper adds to the set it is given: each route starts from a copy of the entry's.
  const routes = [{ name: 'login (entry)', ...measure(entry) }];
  const dynamic = (pattern) => Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && pattern.test(k));
  // A signed-in screen also loads its layout (app/layouts, lazy): the largest of those it is shown in.
  const layouts = dynamic(/app\/layouts\/[^/]+-layout\.tsx$/);
  const layoutKey = (name) => (name === null ? null : layouts.find((k) => k.endsWith(`/${name}.tsx`)));
  // …and the screen providers (React Query, modals: app/screen-providers.tsx, lazy for every screen but login).
  const providers = dynamic(/app\/screen-providers\.tsx$/);
  // …and Mantine's whole style sheet, which every lazily loaded screen and layout waits for (lib/lazy-screen.ts).
  // (A module that only imports CSS is a style sheet in the manifest, not a script.)
  const fullStyles = Object.keys(manifest).filter((k) => /app\/full-styles\.ts$/.test(k));
  // Each screen (features/<area>/components/*-screen.tsx, lazy in the area's routes.tsx) is a route.
  for (const key of dynamic(/features\/[^/]+\/(?:[^/]+\/)?components\/[^/]+-screen\.tsx$/)) {
    const name = key.replace(/^src\/features\/[^/]+\/(?:[^/]+\/)?components\/(.+)-screen\.tsx$/, '$1');
    const known = layoutsOfScreen.get(name)?.map(layoutKey);
    // A screen that cannot be placed (or whose layout has no chunk) is counted with the largest layout.
    const candidates = known?.length && !known.includes(undefined) ? known : layouts.length ? layouts : [null];
    const withLayouts = candidates.map((layout) => {
      const keys = closure(key, new Set(entry));
      for (const k of [...providers, ...fullStyles]) closure(k, keys);
      return layout ? closure(layout, keys) : keys;
    });
    const worst = withLayouts.map(measure).sort((a, b) => b.js - a.js)[0];
    routes.push({ name, ...worst });
  }
  return routes;
}

/** The budgets a set of measured routes exceeds, as sentences (each fails the check). */
export function overBudget(routes) {
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  const login = routes[0];
  const fail = [];
  if (login.js > BUDGETS.loginJs) fail.push(`login page loads ${kb(login.js)} gzip JavaScript (budget ${kb(BUDGETS.loginJs)})`);
  if (login.css > BUDGETS.loginCss) fail.push(`login page loads ${kb(login.css)} gzip CSS (budget ${kb(BUDGETS.loginCss)})`);
  for (const r of routes.slice(1)) {
    if (r.js > BUDGETS.routeJs) fail.push(`${r.name} screen loads ${kb(r.js)} gzip JavaScript (budget ${kb(BUDGETS.routeJs)})`);
  }
  const dashboard = routes.find((r) => r.name === 'home');
  if (!dashboard) fail.push('the student dashboard (home) is not among the screens');
  else if (dashboard.files > BUDGETS.dashboardFiles) fail.push(`the student dashboard loads ${dashboard.files} files (budget ${BUDGETS.dashboardFiles})`);
  return fail;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'apps/web/dist');
  const routes = measureRoutes(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(routes));
  else for (const r of routes) console.log(`${r.name.padEnd(34)} JS ${(r.js / 1000).toFixed(1).padStart(6)} kB  CSS ${(r.css / 1000).toFixed(1).padStart(5)} kB (gzip)  ${String(r.files).padStart(3)} files`);
  const fail = overBudget(routes);
  for (const line of fail) console.error(`OVER BUDGET: ${line}`);
  const largest = routes.slice(1).reduce((a, b) => (b.js > a.js ? b : a));
  console.error(
    `${routes.length} routes; login within budget: ${routes[0].js <= BUDGETS.loginJs && routes[0].css <= BUDGETS.loginCss}; largest screen ${largest.name} ${(largest.js / 1000).toFixed(1)} kB; ${fail.length} failures`,
  );
  process.exit(fail.length ? 1 : 0);
}
