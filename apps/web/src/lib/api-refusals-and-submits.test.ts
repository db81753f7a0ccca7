import { type NotificationData, notificationsStore } from '@mantine/notifications';
import { ACCOUNT_MSG, MSG } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setSettleFirstHandler, setUnauthorizedHandler } from './api';
import { tokenStorage } from './storage';

const settle = () => new Promise((r) => setTimeout(r, 0));
const shown = () => notificationsStore.getState().notifications as NotificationData[];
const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer401 = (body: object) => answer(401, body);

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

describe('a call refused until the session settles something', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['account.mfaEnrolRequired', ACCOUNT_MSG.mfaEnrolRequired, 'twoFactor'],
    ['account.mustChangePassword', ACCOUNT_MSG.mustChangePassword, 'changePassword'],
  ])('%s opens the screen that settles it (never an empty list)', async (msgCode, msg, screen) => {
    const went: string[] = [];
    setSettleFirstHandler((s) => went.push(s));
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { success: false, msg, msgCode })));
    await expect(api.get('/api/admin/accounts')).rejects.toMatchObject({ status: 403 });
    expect(went).toEqual([screen]);
  });

  it('any other refusal stays where it is', async () => {
    const went: string[] = [];
    setSettleFirstHandler((s) => went.push(s));
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { success: false, msg: MSG.forbidden, msgCode: 'forbidden' })));
    await api.get('/api/admin/accounts').catch(() => {});
    expect(went).toEqual([]);
  });
});

describe('one request per submit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a change sent again while the same one is in flight is not sent: both callers get the one answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { ticket_id: 41 } }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const body = { NAME: 'Ayesha', CNIC: '3520212345671' };
    const [a, b] = await Promise.all([api.post('/api/client/registerAttendees', body), api.post('/api/client/registerAttendees', body)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    // Once answered, the same change may be sent again; a different one is sent at once.
    await Promise.all([api.post('/api/client/registerAttendees', body), api.post('/api/client/registerAttendees', { ...body, CNIC: '3520212345672' })]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads are not held back', async () => {
    const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([api.get('/api/x'), api.get('/api/x')]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
