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
  /** A template message's arguments (`msgArgs` of an API answer). */
  args?: readonly string[] | null;
}

// The toast store and list load after the first paint, not with the login page (the login page's first-load budget);
// a toast shows once they have loaded.
export const loadNotifications = () => import('@mantine/notifications');

/**
 * Whether a toast has been shown on this page: app/providers mounts the toast list with the first one. Mounted
 * at start, the list rewrote its store in an effect, which forced a second, synchronous render of the first
 * screen; a toast shown before it mounts waits in the store.
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
  const text = typeof message === 'string' ? translateMessage(message, o.code, o.args) : message;
  // One message per event: a toast of the same id, or of the same colour and words, still on screen is that
  // message already (the 401 of several calls at once, an expiry seen by the timer and by a call). It is
  // updated in place, never taken down and shown again (which drew it twice while the first slid away).
  const id = o.id ?? (typeof text === 'string' ? `${color}:${text}` : undefined);
  const data = { color, message: text, title: o.title, autoClose: o.autoClose ?? 4000, id };
  void loadNotifications().then(({ notifications, notificationsStore }) => {
    const { notifications: shown, queue } = notificationsStore.getState();
    if (id && [...shown, ...queue].some((n) => n.id === id)) notifications.update({ ...data, id });
    else notifications.show(data);
  });
}

/** Toasts (Mantine notifications). `<Notifications />` is mounted in app/providers. */
export const toast = {
  success: (message: ReactNode, o?: ToastOptions) => show('green', message, o),
  error: (message: ReactNode, o?: ToastOptions) => show('red', message, o),
  warning: (message: ReactNode, o?: ToastOptions) => show('yellow', message, o),
  info: (message: ReactNode, o?: ToastOptions) => show('blue', message, o),
};
