import { describe, expect, it } from 'vitest';
import { createInsightsCache } from './insights-cache.js';

describe('createInsightsCache', () => {
  it('computes once per key within the time to live, shares a running computation, and recomputes after it', async () => {
    let clock = 0;
    const calls: string[] = [];
    const cache = createInsightsCache(
      async (k: string) => {
        calls.push(k);
        return `${k}@${clock}`;
      },
      1000,
      () => clock,
    );
    const [a, b] = await Promise.all([cache('all'), cache('all')]);
    expect([a, b]).toEqual(['all@0', 'all@0']);
    expect(await cache('406')).toBe('406@0');
    clock = 999;
    expect(await cache('all')).toBe('all@0');
    clock = 1000;
    expect(await cache('all')).toBe('all@1000');
    expect(calls).toEqual(['all', '406', 'all']);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const cache = createInsightsCache(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    }, 1000);
    await expect(cache('all')).rejects.toThrow('down');
    fail = false;
    expect(await cache('all')).toBe('ok');
  });
});
