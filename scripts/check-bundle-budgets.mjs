/**
 * Bundle budgets of the web app (issue 13), from a build's `.vite/manifest.json`:
 * - the login page (the entry and what it imports) ≤ 150 kB of gzip JavaScript and ≤ 40 kB of gzip CSS;
 * - every screen (the entry plus one lazily loaded area and what it imports) ≤ 250 kB of gzip JavaScript.
 * Chunks loaded later on demand (a dialog, a chart, the Urdu catalogue) count for no route.
 * Usage: node scripts/check-bundle-budgets.mjs [webDist=apps/web/dist] [--json]. Exits 1 when a budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = { loginJs: 150_000, loginCss: 40_000, routeJs: 250_000 };

/** Per route: the gzip bytes of the JavaScript and CSS it loads before it shows. */
export function measureRoutes(dist) {
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
    const css = new Set(chunks.flatMap((c) => c.css ?? []));
    const sum = (files) => [...files].reduce((n, f) => n + gzip(f), 0);
    return { js: sum(js), css: sum(css) };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  // The closure helper adds to the set it is given: each route starts from a copy of the entry's.
  const routes = [{ name: 'login (entry)', ...measure(entry) }];
  const dynamic = (pattern) => Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && pattern.test(k));
  // A signed-in screen also loads its layout (app/layouts, lazy): counted as the largest of them.
  const layouts = dynamic(/app\/layouts\/[^/]+-layout\.tsx$/);
  // …and the modal provider (app/signed-in-modals.ts, lazy in app/router.tsx).
  const modals = dynamic(/app\/signed-in-modals\.ts$/);
  // Each lazily loaded area of screens (features/<area>/screens.ts) is one route family.
  for (const key of dynamic(/features\/[^/]+\/screens\.tsx?$/)) {
    const withLayouts = (layouts.length ? layouts : [null]).map((layout) => {
      const keys = closure(key, new Set(entry));
      for (const k of modals) closure(k, keys);
      return layout ? closure(layout, keys) : keys;
    });
    const worst = withLayouts.map(measure).sort((a, b) => b.js - a.js)[0];
    routes.push({ name: key.replace(/^src\/features\/([^/]+)\/.*/, '$1'), ...worst });
  }
  return routes;
}

/** The budgets a set of measured routes exceeds, as sentences. */
export function overBudget(routes) {
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  const login = routes[0];
  const over = [];
  if (login.js > BUDGETS.loginJs) over.push(`login page loads ${kb(login.js)} gzip JavaScript (budget ${kb(BUDGETS.loginJs)})`);
  if (login.css > BUDGETS.loginCss) over.push(`login page loads ${kb(login.css)} gzip CSS (budget ${kb(BUDGETS.loginCss)})`);
  for (const r of routes) if (r.js > BUDGETS.routeJs) over.push(`${r.name} screens load ${kb(r.js)} gzip JavaScript (budget ${kb(BUDGETS.routeJs)})`);
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'apps/web/dist');
  const routes = measureRoutes(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(routes));
  else for (const r of routes) console.log(`${r.name.padEnd(16)} JS ${(r.js / 1000).toFixed(1).padStart(6)} kB  CSS ${(r.css / 1000).toFixed(1).padStart(5)} kB (gzip)`);
  const over = overBudget(routes);
  for (const line of over) console.error(`over budget: ${line}`);
  process.exit(over.length ? 1 : 0);
}
