import { describe, expect, it } from 'vitest';
import { PATHS } from '../config/paths';
import { SCREEN_ROUTES } from './screen-routes';

describe('screen routes', () => {
  it('registers every path of PATHS exactly once', () => {
    const registered = SCREEN_ROUTES.map((r) => r.path).sort();
    expect(registered).toEqual(Object.values(PATHS).sort());
  });
});
