/** The verifier's service worker and web app manifest (built by apps/web/build/verify-card-offline.ts). */
const WORKER = '/verify-card-sw.js';
const SCOPE = '/verify-card';
const MANIFEST = '/verify-card.webmanifest';

/** Links the verifier's manifest, so the page installs as an app on a phone. */
function linkManifest(): void {
  if (document.querySelector(`link[rel="manifest"][href="${MANIFEST}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST;
  document.head.appendChild(link);
}

/** The files this page loaded from the build, which the worker keeps too. */
const loadedFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, location.href))
    .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
    .map((u) => u.pathname);

/**
 * Makes the verifier work without a network: links its manifest and registers its service worker, which
 * keeps the page, its code and the university's public keys. Resolves true once the worker is active
 * and controls the page (false where the browser has no service workers, e.g. the development server).
 */
export async function installVerifier(): Promise<boolean> {
  linkManifest();
  if (!('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
    const ready = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    ready.active?.postMessage({ type: 'store-files', files: loadedFiles() });
    return true;
  } catch {
    return false;
  }
}
