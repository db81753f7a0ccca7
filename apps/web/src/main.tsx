import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { getSessionUser } from './lib/session';
import { startLanguage } from './i18n/load-language';
import './first-paint/first-paint.css';
import { removeStaleWorkers } from './lib/stale-workers';

removeStaleWorkers();
startLanguage();
// A signed-in first load fetches the screen's code in parallel, not in steps (app/router.tsx); in a task of its
// own, as the first render's work is, so that no task of the first load is long (Lighthouse).
setTimeout(() => preloadScreen(getSessionUser(), window.location.pathname));

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in short slices, yielding to the browser between them.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
