import { type ComponentType, lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the screen (the per-screen budget:
 * forms, date pickers and result tables inside dialogs are large and most visits never open them). Once
 * loaded it stays mounted, so closing still plays the dialog's transition and reopening is instant.
 * `isOpen` reads the dialog's own "opened" prop.
 *
 * Closing returns focus to what had it when the dialog opened (a row, a button), as Mantine's modal does
 * itself: on the first opening the modal mounts already open, after its code arrived, and has not seen
 * what was focused before it.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [used, setUsed] = useState(false);
    const open = isOpen(props);
    const opener = useRef<HTMLElement | null>(null);
    useLayoutEffect(() => {
      if (open) {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        return;
      }
      const el = opener.current;
      opener.current = null;
      if (!el) return;
      const timer = setTimeout(() => {
        if (el.isConnected && document.activeElement !== el) el.focus({ preventScroll: true });
      }, 20);
      return () => clearTimeout(timer);
    }, [open]);
    if (open && !used) setUsed(true);
    if (!open && !used) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
