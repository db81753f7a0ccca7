import { type NotificationData, notificationsStore } from '@mantine/notifications';
import { MSG } from '@portal/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from './toast';

/** Lets the toast helper's lazy import of the store settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));
/** The toasts on screen, with the store's own order number of each (a toast shown again gets a new one). */
const shown = () => notificationsStore.getState().notifications as (NotificationData & { __sequence?: number })[];

describe('one toast per event', () => {
  beforeEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));

  it('an expired session seen twice (the expiry timer and a call answered 401) shows one toast, never taken down and shown again', async () => {
    const closed: string[] = [];
    toast.error(MSG.unauthorized, { id: 'unauthorized' });
    await settle();
    const first = shown()[0]!;
    first.onClose = () => closed.push('closed');
    toast.error(MSG.unauthorized, { id: 'unauthorized' });
    toast.error(MSG.unauthorized, { id: 'unauthorized' });
    await settle();
    expect(shown()).toHaveLength(1);
    // The same toast stays up: not hidden (which slides it away while a new one slides in: two on screen).
    expect(closed).toEqual([]);
    expect(shown()[0]!.__sequence).toBe(first.__sequence);
  });

  it('the same message twice while the first is up is one toast; another message is another toast', async () => {
    toast.success('Form Saved Successfully');
    toast.success('Form Saved Successfully');
    await settle();
    expect(shown()).toHaveLength(1);
    toast.error('Form Saved Successfully');
    toast.success('Route updated');
    await settle();
    expect(shown().map((n) => `${n.color}: ${n.message}`)).toEqual(['green: Form Saved Successfully', 'red: Form Saved Successfully', 'green: Route updated']);
  });

  it('a toast of the same id with new words shows the new words in place', async () => {
    toast.success('Dues of Duplicate Student Card updated to 700', { id: 'dues-updated' });
    await settle();
    toast.success('Dues of Triplicate Student Card updated to 900', { id: 'dues-updated' });
    await settle();
    expect(shown().map((n) => n.message)).toEqual(['Dues of Triplicate Student Card updated to 900']);
  });
});
