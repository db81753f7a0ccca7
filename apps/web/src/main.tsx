import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { getSessionUser } from './lib/session';
import { startLanguage } from './i18n/load-language';

// The old portal cleared service workers and caches on start (spec 001 §9); we register none, and
// remove any left behind so a stale cached shell never hides a new release.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((rs) => rs.forEach((r) => void r.unregister()))
  .catch(() => undefined);
if ('caches' in window)
  void caches
    .keys()
    .then((keys) => keys.forEach((k) => void caches.delete(k)))
    .catch(() => undefined);

startLanguage();
// A signed-in first load fetches the screen's code in parallel, not in steps (app/router.tsx).
preloadScreen(getSessionUser(), window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
