import { describe, expect, it, vi } from 'vitest';
import { firstToast, toast } from './toast';

vi.mock('@mantine/notifications', () => ({
  notifications: { show: vi.fn(), hide: vi.fn(), update: vi.fn() },
  notificationsStore: { getState: () => ({ notifications: [], queue: [] }) },
}));

describe('firstToast', () => {
  it('tells its listeners once, at the first toast, that the toast list is wanted', () => {
    const listener = vi.fn();
    const unsubscribe = firstToast.subscribe(listener);
    expect(firstToast.shown()).toBe(false);
    toast.error('Something went wrong! Please try again.');
    toast.success('Saved');
    expect(firstToast.shown()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
