import { lazy } from 'react';

const load = () => import('./screen-providers');

/**
 * app/screen-providers.tsx, loaded with the first screen past the login page. The bundle-budget check
 * (scripts/check-bundle-budgets.mjs) counts its chunk for every signed-in screen. `preload()`: preloadScreen in app/router.tsx.
 */
export const ScreenProviders = Object.assign(
  lazy(() => load().then((m) => ({ default: m.ScreenProviders }))),
  { preload: () => void load().catch(() => undefined) },
);
