/** The offline card verifier's own service worker scope and caches (built by apps/web/build/verify-card-offline.ts). */
const VERIFIER_SCOPE = '/verify-card';
const VERIFIER_CACHE_PREFIX = 'verify-card-';

/** Whether a service worker registration is the verifier's, which must outlive every start of the app. */
export const isVerifierScope = (scope: string) => new URL(scope, 'http://x').pathname.replace(/\/+$/, '') === VERIFIER_SCOPE;
/** Whether a cache is the verifier's (the worker itself clears its older versions). */
export const isVerifierCache = (name: string) => name.startsWith(VERIFIER_CACHE_PREFIX);

/**
 * The old portal left service workers and caches behind; the app removes them at start so a stale cached shell
 * never hides a new release — all but the card verifier's, which a guard at a gate with no signal must be able
 * to open any number of times.
 */
export function removeStaleWorkers(): void {
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((rs) => rs.filter((r) => !isVerifierScope(r.scope)).forEach((r) => void r.unregister()))
    .catch(() => undefined);
  if ('caches' in window)
    void caches
      .keys()
      .then((keys) => keys.filter((k) => !isVerifierCache(k)).forEach((k) => void caches.delete(k)))
      .catch(() => undefined);
}
