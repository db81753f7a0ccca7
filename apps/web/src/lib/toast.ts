import type { ReactNode } from 'react';
import { translateMessage } from '../i18n/messages';

interface ToastOptions {
  /** Milliseconds before closing, or false to keep it open. */
  autoClose?: number | false;
  /** Same id replaces the earlier toast instead of stacking (e.g. one 401 toast for parallel calls). */
  id?: string;
  title?: string;
  /** The message's code (`msgCode` of an API answer), when known. */
  code?: string | null;
}

// The toast store and list load after the first paint, not with the login page (issue 13's first-load budget);
// a toast shows once they have loaded.
export const loadNotifications = () => import('@mantine/notifications');

/**
 * Whether a toast has been shown on this page: app/providers mounts the toast list with the first one. Mounted
 * at start, the list rewrote its store in an effect, which forced a second, synchronous render of the first
 * screen (issue 13); a toast shown before it mounts waits in the store.
 */
let toasted = false;
const toastListeners = new Set<() => void>();
export const firstToast = {
  shown: () => toasted,
  subscribe(listener: () => void): () => void {
    toastListeners.add(listener);
    return () => toastListeners.delete(listener);
  },
};

function show(color: string, message: ReactNode, o: ToastOptions = {}) {
  if (!toasted) {
    toasted = true;
    for (const l of toastListeners) l();
  }
  // A message of the catalogues (the server's or the domain's) shows in the chosen language.
  const text = typeof message === 'string' ? translateMessage(message, o.code) : message;
  const data = { color, message: text, title: o.title, autoClose: o.autoClose ?? 4000, id: o.id };
  void loadNotifications().then(({ notifications }) => {
    if (o.id) notifications.hide(o.id);
    notifications.show(data);
  });
}

/** Toasts (Mantine notifications). `<Notifications />` is mounted in app/providers. */
export const toast = {
  success: (message: ReactNode, o?: ToastOptions) => show('green', message, o),
  error: (message: ReactNode, o?: ToastOptions) => show('red', message, o),
  warning: (message: ReactNode, o?: ToastOptions) => show('yellow', message, o),
  info: (message: ReactNode, o?: ToastOptions) => show('blue', message, o),
};
