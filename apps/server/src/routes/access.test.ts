import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, DEPT, isAllowed, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';

/**
 * Walks every registered API route and calls it as anonymous, a student and staff of several
 * departments: 401 without a token (unless public), 403 wherever the access table says no.
 */
let t: TestApp;
let callers: [string, SessionUser][];
beforeAll(async () => {
  t = await createTestApp();
  const { user: student } = await buildStudent(t.db);
  callers = [
    ['student', student],
    ['card office', await buildStaff(t.db, DEPT.CARD_OFFICE, { fmId: 999_001 })],
    ['examination', await buildStaff(t.db, DEPT.EXAMINATION)],
    ['treasurer', await buildStaff(t.db, DEPT.TREASURER)],
    ['hostel 407', await buildStaff(t.db, 407)],
    ['transport', await buildStaff(t.db, DEPT.TRANSPORT)],
    ['HOD', await buildStaff(t.db, 201, { hod: true })],
  ];
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe('the access table', () => {
  it('has an entry for every registered API route, and every entry is registered', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect(registered.size).toBeGreaterThan(3);
    for (const key of Object.keys(ACCESS_TABLE)) expect(registered, `access entry without a route: ${key}`).toContain(key);
  });

  it('refuses anonymous callers of every non-public route with 401', async () => {
    for (const route of t.app.apiRoutes) {
      if (route.access.includes('public')) continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses with 403 every caller the table does not allow', async () => {
    const ctx = { duesAdminFmIds: t.config.DUES_ADMIN_FM_IDS };
    for (const route of t.app.apiRoutes) {
      for (const [name, user] of callers) {
        if (isAllowed(route.access, user, ctx)) continue;
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: await t.auth(user) });
        expect(res.statusCode, `${name} → ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
