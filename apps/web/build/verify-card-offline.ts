import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the card verifier lives, and the service worker that keeps it working without a network. */
export const VERIFY_PAGE = '/verify-card';
export const SERVICE_WORKER_FILE = 'verify-card-sw.js';
export const KEYS_URL = '/api/cards/keys';

/** The modules whose chunks, with everything they load, the verifier needs offline. */
const OFFLINE_ROOTS = [
  /[\\/]features[\\/]cards[\\/]components[\\/]verify-card-screen\.tsx$/,
  /[\\/]app[\\/]screen-providers\.tsx$/,
  /[\\/]app[\\/]full-styles\.ts$/,
];

type Chunk = OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

/**
 * The files the verifier's page needs: the entry with what it imports, and the verifier's screen and the
 * screen providers with everything they import or load later (the signature check, the QR decoder and its
 * WebAssembly), with their styles and assets.
 */
export function offlineFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is Chunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (chunk: Chunk, followLazy: boolean) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    const next = followLazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports;
    for (const name of next) {
      const c = byName.get(name);
      if (c) visit(c, followLazy);
    }
  };
  const entry = chunks.find((c) => c.isEntry);
  if (entry) visit(entry, false);
  for (const root of chunks.filter((c) => c.moduleIds.some((id) => OFFLINE_ROOTS.some((r) => r.test(id))))) {
    files.delete(root.fileName);
    visit(root, true);
  }
  return [...files].sort();
}

/** The service worker's code: `precache` is what it stores when installed, `version` names its cache. */
export function serviceWorkerSource(precache: string[], version: string): string {
  return `// The card verifier's service worker (built by apps/web/build/verify-card-offline.ts): it keeps the
// verifier's page, its code and the public keys so that a card can be checked without a network.
const CACHE = 'verify-card-${version}';
const PAGE = ${JSON.stringify(VERIFY_PAGE)};
const KEYS = ${JSON.stringify(KEYS_URL)};
const PRECACHE = ${JSON.stringify(precache)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.add(PAGE);
      // One file that fails (a build replaced meanwhile) does not keep the rest from being kept; the keys
      // may be unreachable at this moment, and the page stores them as soon as it reads them.
      await Promise.all([...PRECACHE, KEYS].map((file) => cache.add(file).catch(() => undefined)));
      await self.skipWaiting();
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then(async (names) => {
      await Promise.all(names.filter((n) => n.startsWith('verify-card-') && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    }),
  );
});

/** Network first, the stored copy when the network fails; a good answer replaces the stored copy. */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const stored = await cache.match(key);
    if (stored) return stored;
    throw error;
  }
}

/** Built files never change under their name: the stored copy, else the network (then stored). */
async function storedFirst(request) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, PAGE));
  else if (url.pathname === KEYS) event.respondWith(networkFirst(request, KEYS));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(storedFirst(request));
});

// The page names the files it loaded before this worker took control of it; they are stored too.
self.addEventListener('message', (event) => {
  const files = event.data && event.data.type === 'store-files' && Array.isArray(event.data.files) ? event.data.files : [];
  const own = files.filter((f) => typeof f === 'string' && f.startsWith('/assets/'));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(own.map((f) => cache.match(f).then((hit) => hit || cache.add(f).catch(() => undefined))))));
});
`;
}

/**
 * Writes the verifier's service worker beside the build, with the list of files to keep: the verifier
 * installs as an app on a guard's phone and checks cards without a network.
 */
export function verifyCardOffline(extraFiles: string[] = []): Plugin {
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'portal-verify-card-offline',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Read while the bundle still has every chunk: a chunk holding only styles is dropped later, its styles kept.
    generateBundle(_options, bundle) {
      files = offlineFiles(bundle as OutputBundle);
    },
    writeBundle(_options, bundle) {
      const precache = [...files.filter((f) => f in bundle).map((f) => `/${f}`), ...extraFiles];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), serviceWorkerSource(precache, version));
    },
  };
}
