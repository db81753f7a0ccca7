import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the screen (issue 13's per-screen budget:
 * forms, date pickers and result tables inside dialogs are large and most visits never open them). Once
 * loaded it stays mounted, so closing still plays the dialog's transition and reopening is instant.
 * `isOpen` reads the dialog's own "opened" prop.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [used, setUsed] = useState(false);
    const open = isOpen(props);
    if (open && !used) setUsed(true);
    if (!open && !used) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
