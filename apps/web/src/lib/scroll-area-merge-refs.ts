import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Stands in for `@floating-ui/react`'s `useMergeRefs`, the only thing Mantine's ScrollArea takes from that
 * package (vite.config.ts, `mantineShims`): the layouts and tables use a ScrollArea, and importing
 * the whole positioning library (~15 kB gzip) for it put it on every screen's first load.
 * Same contract: one callback ref that sets every given ref (and clears them again).
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
