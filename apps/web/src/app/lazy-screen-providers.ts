import { lazy } from 'react';

/**
 * app/screen-providers.tsx, loaded with the first screen past the login page. The bundle-budget check
 * (scripts/check-bundle-budgets.mjs) counts its chunk for every signed-in screen.
 */
export const ScreenProviders = lazy(() => import('./screen-providers').then((m) => ({ default: m.ScreenProviders })));
