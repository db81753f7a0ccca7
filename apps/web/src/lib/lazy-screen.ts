import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen, picked by export name from its module. Each screen is a chunk of its own, so a
 * screen loads only the code it uses (the per-route budget); code screens share is split out.
 * `preload()` starts loading the chunk before the screen renders (preloadScreen in app/router.tsx: a signed-in first load
 * fetches the providers, the layout and the screen at once instead of one after the other).
 */
export function lazyScreen<M>(loadModule: () => Promise<M>, name: keyof M & string) {
  // With Mantine's whole style sheet (app/full-styles.ts), fetched beside the screen, once.
  const load = () => Promise.all([loadModule(), import('../app/full-styles')]).then(([module]) => module);
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType })),
    { preload: () => void load().catch(() => undefined) },
  );
}

/** The preload function of a screen element made by lazyScreen, if it is one. */
export const preloadOf = (element: unknown): (() => void) | undefined => (element as { type?: { preload?: () => void } } | null)?.type?.preload;
