import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen, picked by export name from an area's `screens.ts` barrel. Every screen of
 * an area loads from the same module, so each area is one chunk of the build.
 */
export function lazyScreen<M>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
