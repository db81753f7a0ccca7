import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, startEarlyGet } from './api';
import { tokenStorage } from './storage';

/** A browser fetch that answers each call with a new JSON body numbered in call order. */
function countingFetch() {
  let n = 0;
  return vi.fn(async () => new Response(JSON.stringify({ success: true, data: ++n }), { headers: { 'content-type': 'application/json' } }));
}

describe('GETs started early (startEarlyGet)', () => {
  let fetchMock: ReturnType<typeof countingFetch>;
  beforeEach(() => {
    fetchMock = countingFetch();
    vi.stubGlobal('fetch', fetchMock);
    tokenStorage.set('t.o.k');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('hands its answer to the first call of the same URL, once, with the session header', async () => {
    startEarlyGet('/api/early-a', { page: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/early-a?page=1', { headers: { Accept: 'application/json', Authorization: 'Bearer t.o.k' } }]);
    expect(await api.get('/api/early-a', { page: 1 })).toEqual({ success: true, data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Handed out once: the next call asks again.
    expect(await api.get('/api/early-a', { page: 1 })).toEqual({ success: true, data: 2 });
  });

  it('is not used for another URL, another session, or after 10 seconds', async () => {
    startEarlyGet('/api/early-b');
    expect(await api.get('/api/early-b', { page: 2 })).toEqual({ success: true, data: 2 });

    startEarlyGet('/api/early-c');
    tokenStorage.set('other.t.ok');
    expect(await api.get('/api/early-c')).toEqual({ success: true, data: 4 });

    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyGet('/api/early-d');
    vi.setSystemTime(Date.now() + 10_001);
    expect(await api.get('/api/early-d')).toEqual({ success: true, data: 6 });
  });

  it('reports a failed early GET to the call that takes it, as any failed call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    startEarlyGet('/api/early-e');
    await expect(api.get('/api/early-e', undefined, { silent: true })).rejects.toMatchObject({ status: 0 });
  });
});
