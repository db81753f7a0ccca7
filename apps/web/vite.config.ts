import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { onlyForStudents, sharedByVisit } from './build/first-visit-chunk.ts';
import { screenModules } from './build/screen-modules.ts';
import { firstPaintScript } from './build/first-paint.ts';
import { verifyCardOffline } from './build/verify-card-offline.ts';

/** The version shown in the staff navigation bar comes from the root package.json. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

const SERVER = process.env.PORTAL_SERVER_URL ?? 'http://127.0.0.1:3000';
const DOMAIN_SRC = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
const proxied = ['/api', '/get-file', '/challan-dues', '/verify-api'];

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every script and style sheet of the build; the
 * server sends the copy the browser accepts (`preCompressed`, apps/server/src/plugins/web.ts), so the
 * first load transfers about a third of the bytes without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * Two of Mantine's imports put a whole library on every signed-in screen's first load for one small part
 * of it; each is pointed at a stand-in with the same contract:
 * - ScrollArea (the student sidebar, every table) takes only `useMergeRefs` from `@floating-ui/react`
 *   (~15 kB gzip): src/lib/scroll-area-merge-refs.ts. Popovers, menus and selects still load the real one.
 * - AppShell's header, footer and aside take only the class names of `react-remove-scroll` (~4 kB gzip):
 *   src/lib/app-shell-remove-scroll.ts. Dialogs still load the real one.
 */
function mantineShims(): Plugin {
  const shim = (file: string) => fileURLToPath(new URL(`./src/lib/${file}`, import.meta.url));
  const mantine = (dir: string) => new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${dir}[\\\\/]`);
  const shims = [
    { source: '@floating-ui/react', importer: mantine('ScrollArea'), to: shim('scroll-area-merge-refs.ts') },
    { source: 'react-remove-scroll', importer: mantine('AppShell'), to: shim('app-shell-remove-scroll.ts') },
  ];
  return {
    name: 'portal-mantine-shims',
    enforce: 'pre',
    resolveId: (source, importer) => shims.find((s) => s.source === source && importer && s.importer.test(importer))?.to ?? null,
  };
}

/**
 * A student's first visit (the student layout, the dashboard and the screen providers, after the entry) in
 * about ten files instead of fifty: what its parts share, with each other or with other screens, is two
 * chunks (build/first-visit-chunk.ts): `student-first`, which every signed-in screen loads with the screen
 * providers, and `student-only`, what no other screen needs before it shows (the dashboard's request
 * summaries, next steps and links), which staff, transport and administration screens never load first.
 * Over HTTP/1.1 a browser fetches six files at a time, and every file it starts costs the page's first
 * task about a millisecond (Lighthouse).
 */
function studentFirstVisit() {
  const src = (f: string) => fileURLToPath(new URL(`./src/${f}`, import.meta.url));
  const layouts = ['student', 'staff', 'transport', 'admin'].map((l) => src(`app/layouts/${l}-layout.tsx`));
  const parts = [layouts[0], src('features/students/components/home-screen.tsx'), src('app/screen-providers.tsx')];
  let chunkOf: Map<string, string> | null = null;
  return (id: string, graph: Parameters<typeof sharedByVisit>[0]) => {
    if (!chunkOf) {
      const shared = sharedByVisit(graph, src('main.tsx'), parts);
      // What the other screens load before they show: the screen providers, their layouts, themselves.
      const others = [src('app/screen-providers.tsx'), ...layouts.slice(1)];
      for (const [screen, { onlyStudents }] of screenModules(src(''))) if (!onlyStudents) others.push(screen);
      const { students, kept } = onlyForStudents(graph, src('main.tsx'), shared, others);
      chunkOf = new Map([...shared].map((m) => [m, students.has(m) ? 'student-only' : 'student-first']));
      for (const m of kept) if (!chunkOf.has(m)) chunkOf.set(m, 'student-first');
    }
    return chunkOf.get(id) ?? null;
  };
}

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    mantineShims(),
    firstPaintScript(fileURLToPath(new URL('./src/first-paint/first-paint.ts', import.meta.url)), DOMAIN_SRC),
    // The card verifier's service worker: keeps its page, code, manifest and icons for use without a network.
    verifyCardOffline(['/verify-card.webmanifest', '/icons/verify-card-192.png', '/icons/verify-card-512.png']),
  ],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks and styles each screen loads (scripts/check-bundle-budgets.mjs).
    manifest: true,
    rolldownOptions: {
      // The shared domain package is pure: a module whose exports the web does not use (e.g. the
      // server's amount-in-words helper and its large locale tables) is left out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !DOMAIN_SRC.test(id) },
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk with the entry, not ~20 small files that a
          // browser over HTTP/1.1 fetches six at a time (Lighthouse); then what a student's
          // first visit shares. Code only other lazily loaded screens use is still split by the bundler.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: studentFirstVisit(), debugName: 'student-first', priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: false }])),
  },
});
