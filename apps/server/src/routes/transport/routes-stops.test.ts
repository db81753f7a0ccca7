import { DEPT, MSG, type SessionUser, STATUS, TRANSPORT_MSG } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, busRoutes, busStops } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';
import { makeRequest, makeRoute } from '../../test/transport-helpers.js';

let t: TestApp;
let office: SessionUser;
let card: SessionUser;
let student: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  office = await buildStaff(t.db, DEPT.TRANSPORT);
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  student = (await buildStudent(t.db)).user;
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, user: SessionUser | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user ? await t.auth(user) : {} });
const auditsOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.ENTITY, entity), eq(auditLog.ENTITY_ID, String(id))));

describe('reading routes and stops', () => {
  it('answers 401 without a token and 403 to other staff', async () => {
    for (const [m, url, body] of [
      ['GET', '/api/admin/display-routes'],
      ['GET', '/api/admin/get-only-transport-routes'],
      ['POST', '/api/get-stops-by-route', { routeId: 1 }],
      ['GET', '/api/admin/get-bus-stops'],
    ] as const) {
      expect((await call(m, url, null, body)).statusCode, url).toBe(401);
      expect((await call(m, url, card, body)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/admin/get-bus-stops', student)).statusCode).toBe(403);
  });

  it('lists routes with their stops in order for the office and students', async () => {
    const { route } = await makeRoute(t.db, ['Kalma Chowk', 'Liberty', 'GCU']);
    for (const user of [office, student]) {
      const res = await call('GET', '/api/admin/display-routes', user);
      expect(res.statusCode).toBe(200);
      const r = res.json().find((x: { ROUTE_ID: number }) => x.ROUTE_ID === route.ROUTE_ID);
      expect(r).toMatchObject({ ROUTE_NO: route.ROUTE_NO, ROUTE_NAME: route.ROUTE_NAME, stops: ['Kalma Chowk', 'Liberty', 'GCU'] });
      expect(r.STOPS.map((s: { STOP_NAME: string }) => s.STOP_NAME)).toEqual(['Kalma Chowk', 'Liberty', 'GCU']);
    }
    const only = await call('GET', '/api/admin/get-only-transport-routes', student);
    expect(only.json()).toContainEqual({ ROUTE_ID: route.ROUTE_ID, ROUTE_NO: route.ROUTE_NO, ROUTE_NAME: route.ROUTE_NAME });
  });

  it('gives the stops of one route, and every stop with its route to the office', async () => {
    const { route, stops } = await makeRoute(t.db, ['One', 'Two']);
    const res = await call('POST', '/api/get-stops-by-route', student, { routeId: route.ROUTE_ID });
    expect(res.json()).toEqual(stops.map((s) => ({ STOP_ID: s.STOP_ID, STOP_NAME: s.STOP_NAME, ROUTE_ID: route.ROUTE_ID })));
    const all = await call('GET', '/api/admin/get-bus-stops', office);
    expect(all.json()).toContainEqual({
      STOP_ID: stops[0].STOP_ID,
      STOP_NAME: 'One',
      ROUTE_ID: route.ROUTE_ID,
      ROUTE_NO: route.ROUTE_NO,
      ROUTE_NAME: route.ROUTE_NAME,
    });
  });

  it('refuses stops of no route', async () => {
    const res = await call('POST', '/api/get-stops-by-route', student, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.routeNotSelected);
  });
});

describe('POST /api/admin/add-bus-route', () => {
  it('answers 401 and 403 (students, other offices)', async () => {
    expect((await call('POST', '/api/admin/add-bus-route', null, { routeNumber: '9', routeName: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/add-bus-route', student, { routeNumber: '9', routeName: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/add-bus-route', card, { routeNumber: '9', routeName: 'x' })).statusCode).toBe(403);
  });

  it('adds a route, audited', async () => {
    const res = await call('POST', '/api/admin/add-bus-route', office, { routeNumber: 'A-101', routeName: 'Thokar Niaz Baig - GCU' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: MSG.routeAdded, data: { ROUTE_NO: 'A-101', ROUTE_NAME: 'Thokar Niaz Baig - GCU' } });
    const audits = await auditsOf('route', res.json().data.ROUTE_ID);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ ACTION: 'create', ACTOR_ID: office.ID });
  });

  it.each([[{ routeNumber: '', routeName: 'x' }], [{ routeNumber: '5' }], [{ routeName: 'x' }], [{ routeNumber: '5', routeName: '   ' }]])(
    'refuses missing info %j with "Some Info is missing."',
    async (body) => {
      const before = await t.db.select().from(busRoutes);
      const res = await call('POST', '/api/admin/add-bus-route', office, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.routeInfoMissing);
      expect(await t.db.select().from(busRoutes)).toHaveLength(before.length);
    },
  );

  it('refuses a route number already used (409)', async () => {
    await call('POST', '/api/admin/add-bus-route', office, { routeNumber: 'DUP-1', routeName: 'First' });
    const res = await call('POST', '/api/admin/add-bus-route', office, { routeNumber: 'dup-1', routeName: 'Second' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(TRANSPORT_MSG.routeNumberTaken);
  });
});

describe('POST /api/admin/update-bus-route', () => {
  it('answers 401 and 403', async () => {
    expect((await call('POST', '/api/admin/update-bus-route', null, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/update-bus-route', student, {})).statusCode).toBe(403);
  });

  it('updates a route, audited with before and after', async () => {
    const { route } = await makeRoute(t.db);
    const res = await call('POST', '/api/admin/update-bus-route', office, { ROUTE_ID: route.ROUTE_ID, ROUTE_NO: 'U-1', ROUTE_NAME: 'Renamed' });
    expect(res.json()).toMatchObject({ success: true, msg: MSG.routeUpdated, data: { ROUTE_NO: 'U-1', ROUTE_NAME: 'Renamed' } });
    const [audit] = await auditsOf('route', route.ROUTE_ID);
    expect(audit).toMatchObject({ ACTION: 'update', BEFORE: { ROUTE_NO: route.ROUTE_NO }, AFTER: { ROUTE_NO: 'U-1' } });
  });

  it('answers "Unable to update" for an unknown route and "Some Info is missing." for blanks', async () => {
    const res = await call('POST', '/api/admin/update-bus-route', office, { ROUTE_ID: 999_999, ROUTE_NO: 'x', ROUTE_NAME: 'y' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(MSG.unableToUpdateRoute);
    const { route } = await makeRoute(t.db);
    const blank = await call('POST', '/api/admin/update-bus-route', office, { ROUTE_ID: route.ROUTE_ID, ROUTE_NO: '', ROUTE_NAME: 'y' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(MSG.routeInfoMissing);
  });
});

describe('POST /api/admin/delete-bus-route', () => {
  it('answers 401 and 403', async () => {
    expect((await call('POST', '/api/admin/delete-bus-route', null, { ROUTE_ID: 1 })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/delete-bus-route', student, { ROUTE_ID: 1 })).statusCode).toBe(403);
  });

  it('deletes an unused route with its stops, audited', async () => {
    const { route } = await makeRoute(t.db, ['a', 'b']);
    const res = await call('POST', '/api/admin/delete-bus-route', office, { ROUTE_ID: route.ROUTE_ID });
    expect(res.json()).toEqual({ success: true, msg: MSG.routeDeleted, msgCode: 'routeDeleted' });
    expect(await t.db.select().from(busStops).where(eq(busStops.ROUTE_ID, route.ROUTE_ID))).toHaveLength(0);
    const [audit] = await auditsOf('route', route.ROUTE_ID);
    expect(audit.ACTION).toBe('delete');
    expect((audit.BEFORE as { stops: unknown[] }).stops).toHaveLength(2);
  });

  it('refuses (409) a route with requests attached, saying why, and changes nothing', async () => {
    const { route, stops } = await makeRoute(t.db);
    const { student: s } = await buildStudent(t.db);
    await makeRequest(t.db, s.ID, route.ROUTE_ID, stops[0].STOP_ID, STATUS.SUBMITTED);
    const res = await call('POST', '/api/admin/delete-bus-route', office, { ROUTE_ID: route.ROUTE_ID });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(TRANSPORT_MSG.routeInUse(1));
    expect(await t.db.select().from(busRoutes).where(eq(busRoutes.ROUTE_ID, route.ROUTE_ID))).toHaveLength(1);
    expect(await auditsOf('route', route.ROUTE_ID)).toHaveLength(0);
  });

  it('answers "Unable to Delete" for an unknown route', async () => {
    const res = await call('POST', '/api/admin/delete-bus-route', office, { ROUTE_ID: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(MSG.unableToDelete);
  });
});

describe('POST /api/admin/add-bus-stop', () => {
  it('answers 401 and 403', async () => {
    expect((await call('POST', '/api/admin/add-bus-stop', null, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/add-bus-stop', student, {})).statusCode).toBe(403);
  });

  it('adds stops at the end of the route, audited', async () => {
    const { route } = await makeRoute(t.db, ['First']);
    const res = await call('POST', '/api/admin/add-bus-stop', office, { selectedBusRoute: route.ROUTE_ID, busStop: 'Second' });
    expect(res.json()).toMatchObject({ success: true, msg: MSG.stopAdded, data: { STOP_NAME: 'Second', ROUTE_ID: route.ROUTE_ID } });
    const list = await call('POST', '/api/get-stops-by-route', office, { routeId: route.ROUTE_ID });
    expect(list.json().map((s: { STOP_NAME: string }) => s.STOP_NAME)).toEqual(['First', 'Second']);
    expect(await auditsOf('stop', res.json().data.STOP_ID)).toHaveLength(1);
  });

  it.each([
    [{ busStop: 'x' }, MSG.selectRoute],
    [{ selectedBusRoute: '', busStop: 'x' }, MSG.selectRoute],
    [{ selectedBusRoute: 1 }, MSG.enterStop],
    [{ selectedBusRoute: 1, busStop: ' ' }, MSG.enterStop],
  ])('refuses %j', async (body, msg) => {
    const res = await call('POST', '/api/admin/add-bus-stop', office, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses an unknown route and a stop already on the route', async () => {
    const unknown = await call('POST', '/api/admin/add-bus-stop', office, { selectedBusRoute: 999_999, busStop: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(MSG.selectRoute);
    const { route } = await makeRoute(t.db, ['Twice']);
    const dup = await call('POST', '/api/admin/add-bus-stop', office, { selectedBusRoute: route.ROUTE_ID, busStop: 'twice' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe(TRANSPORT_MSG.stopNameTaken);
  });
});

describe('POST /api/admin/update-stop and delete-stop', () => {
  it('answer 401 and 403', async () => {
    for (const url of ['/api/admin/update-stop', '/api/admin/delete-stop']) {
      expect((await call('POST', url, null, {})).statusCode).toBe(401);
      expect((await call('POST', url, student, {})).statusCode).toBe(403);
      expect((await call('POST', url, card, {})).statusCode).toBe(403);
    }
  });

  it('renames a stop ("Updated Successfully"), audited', async () => {
    const { stops } = await makeRoute(t.db, ['Old name']);
    const res = await call('POST', '/api/admin/update-stop', office, { STOP_ID: stops[0].STOP_ID, STOP_NAME: 'New name' });
    expect(res.json()).toMatchObject({ success: true, msg: 'Updated Successfully', data: { STOP_NAME: 'New name' } });
    const [audit] = await auditsOf('stop', stops[0].STOP_ID);
    expect(audit).toMatchObject({ ACTION: 'update', BEFORE: { STOP_NAME: 'Old name' }, AFTER: { STOP_NAME: 'New name' } });
  });

  it('answers "Unable to Update" for an unknown stop and refuses a blank name', async () => {
    const res = await call('POST', '/api/admin/update-stop', office, { STOP_ID: 999_999, STOP_NAME: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(MSG.unableToUpdateStop);
    const blank = await call('POST', '/api/admin/update-stop', office, { STOP_ID: 1, STOP_NAME: '' });
    expect(blank.statusCode).toBe(400);
  });

  it('deletes an unused stop, audited', async () => {
    const { stops } = await makeRoute(t.db, ['Gone']);
    const res = await call('POST', '/api/admin/delete-stop', office, { STOP_ID: stops[0].STOP_ID });
    expect(res.json()).toEqual({ success: true, msg: MSG.routeDeleted, msgCode: 'routeDeleted' });
    expect(await t.db.select().from(busStops).where(eq(busStops.STOP_ID, stops[0].STOP_ID))).toHaveLength(0);
    expect((await auditsOf('stop', stops[0].STOP_ID))[0].ACTION).toBe('delete');
  });

  it('refuses (409) to delete a stop in use, saying why', async () => {
    const { route, stops } = await makeRoute(t.db);
    const { student: s } = await buildStudent(t.db);
    await makeRequest(t.db, s.ID, route.ROUTE_ID, stops[1].STOP_ID, STATUS.DELIVERED);
    const res = await call('POST', '/api/admin/delete-stop', office, { STOP_ID: stops[1].STOP_ID });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(TRANSPORT_MSG.stopInUse(1));
    expect(await t.db.select().from(busStops).where(eq(busStops.STOP_ID, stops[1].STOP_ID))).toHaveLength(1);
  });
});
