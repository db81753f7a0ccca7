import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen, picked by export name from its module. Each screen is a chunk of its own, so a
 * screen loads only the code it uses (issue 13's per-route budget); code screens share is split out.
 */
export function lazyScreen<M>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
