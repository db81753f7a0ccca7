import { type NotificationData, notificationsStore } from '@mantine/notifications';
import { ACCOUNT_MSG, MSG } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from './api';
import { tokenStorage } from './storage';

const settle = () => new Promise((r) => setTimeout(r, 0));
const shown = () => notificationsStore.getState().notifications as NotificationData[];
const answer401 = (body: object) => new Response(JSON.stringify(body), { status: 401, headers: { 'content-type': 'application/json' } });

describe('a refused session', () => {
  beforeEach(() => {
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
    tokenStorage.set('a.b.c');
    setUnauthorizedHandler(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says once why it ended, as the server words it, for every call refused at that moment; the token goes', async () => {
    const body = { success: false, msg: ACCOUNT_MSG.endedDisabled, msgCode: 'account.endedDisabled' };
    vi.stubGlobal('fetch', vi.fn(async () => answer401(body)));
    await Promise.allSettled([api.get('/api/a'), api.get('/api/b'), api.post('/api/c')]);
    await settle();
    expect(shown().map((n) => n.message)).toEqual([ACCOUNT_MSG.endedDisabled]);
    expect(tokenStorage.get()).toBeNull();
  });

  it('says "please log in" when the server gives no reason', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer401({})));
    await api.get('/api/a').catch(() => {});
    await settle();
    expect(shown().map((n) => n.message)).toEqual([MSG.unauthorized]);
  });
});
