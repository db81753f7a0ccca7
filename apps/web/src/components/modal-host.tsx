import type { modals } from '@mantine/modals';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type ConfirmModal = Parameters<typeof modals.openConfirmModal>[0];
type Open = (modal: ConfirmModal) => void;

/**
 * Confirm dialogs without Mantine's modal provider in every screen's first load: the provider
 * (Modal, focus trap, scroll lock) loads the first time a dialog is asked for (./modals-on-demand.tsx);
 * dialogs asked for before it is ready wait here and open as soon as it is.
 */
let queued: ConfirmModal[] = [];
let open: Open | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Mantine's `modals.openConfirmModal`, through the provider that loads on first use. */
export function openConfirmModal(modal: ConfirmModal): void {
  if (open) {
    open(modal);
    return;
  }
  queued.push(modal);
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const ready = (openNow: Open) => {
  open = openNow;
  const waiting = queued;
  queued = [];
  for (const m of waiting) openNow(m);
};
const gone = () => {
  open = null;
};

const ModalsOnDemand = lazy(() => import('./modals-on-demand').then((m) => ({ default: m.ModalsOnDemand })));

/** Where the screens' confirm dialogs render (inside the screen providers): nothing until one is asked for. */
export function ModalHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <ModalsOnDemand onReady={ready} onGone={gone} />
    </Suspense>
  ) : null;
}
