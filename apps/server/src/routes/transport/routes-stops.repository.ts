import { M, type Message, type SessionUser } from '@portal/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { busRoutes, busStops, transportRequests } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from './pg-errors.js';

const routeCols = { ROUTE_ID: busRoutes.ROUTE_ID, ROUTE_NO: busRoutes.ROUTE_NO, ROUTE_NAME: busRoutes.ROUTE_NAME };
// Natural order of route numbers: 1, 2, …, 10, then longer codes.
const byRouteNo = sql`length(${busRoutes.ROUTE_NO}), lower(${busRoutes.ROUTE_NO}), ${busRoutes.ROUTE_ID}`;

export const listRoutes = (db: DbOrTx) => db.select(routeCols).from(busRoutes).orderBy(byRouteNo);

/** Routes with their stops in order (display-routes and the timeline). */
export async function listRoutesWithStops(db: DbOrTx) {
  const [routes, stops] = await Promise.all([
    listRoutes(db),
    db.select().from(busStops).orderBy(asc(busStops.ROUTE_ID), asc(busStops.SEQ), asc(busStops.STOP_ID)),
  ]);
  return routes.map((r) => {
    const own = stops.filter((s) => s.ROUTE_ID === r.ROUTE_ID);
    return { ...r, stops: own.map((s) => s.STOP_NAME), STOPS: own.map((s) => ({ STOP_ID: s.STOP_ID, STOP_NAME: s.STOP_NAME })) };
  });
}

export const stopsOfRoute = (db: DbOrTx, routeId: number) =>
  db
    .select({ STOP_ID: busStops.STOP_ID, STOP_NAME: busStops.STOP_NAME, ROUTE_ID: busStops.ROUTE_ID })
    .from(busStops)
    .where(eq(busStops.ROUTE_ID, routeId))
    .orderBy(asc(busStops.SEQ), asc(busStops.STOP_ID));

export const listStops = (db: DbOrTx) =>
  db
    .select({
      STOP_ID: busStops.STOP_ID,
      STOP_NAME: busStops.STOP_NAME,
      ROUTE_ID: busStops.ROUTE_ID,
      ROUTE_NO: busRoutes.ROUTE_NO,
      ROUTE_NAME: busRoutes.ROUTE_NAME,
    })
    .from(busStops)
    .innerJoin(busRoutes, eq(busRoutes.ROUTE_ID, busStops.ROUTE_ID))
    .orderBy(byRouteNo, asc(busStops.SEQ), asc(busStops.STOP_ID));

/** Runs a change; a duplicate route number or stop name becomes a 409 with its message. */
async function uniquely<T>(work: () => Promise<T>, message: Message): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(message);
    throw e;
  }
}

export function addRoute(db: Db, user: SessionUser, routeNo: string, routeName: string) {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(busRoutes).values({ ROUTE_NO: routeNo, ROUTE_NAME: routeName }).returning(routeCols);
        await audit(tx, user, { entity: 'route', entityId: row.ROUTE_ID, action: 'create', after: row });
        return row;
      }),
    M.transport.routeNumberTaken,
  );
}

export function updateRoute(db: Db, user: SessionUser, id: number, routeNo: string, routeName: string) {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select(routeCols).from(busRoutes).where(eq(busRoutes.ROUTE_ID, id)).for('update');
        if (!before) throw notFound(M.common.unableToUpdateRoute);
        const [after] = await tx.update(busRoutes).set({ ROUTE_NO: routeNo, ROUTE_NAME: routeName }).where(eq(busRoutes.ROUTE_ID, id)).returning(routeCols);
        await audit(tx, user, { entity: 'route', entityId: id, action: 'update', before, after });
        return after;
      }),
    M.transport.routeNumberTaken,
  );
}

const requestsUsing = async (tx: DbOrTx, where: ReturnType<typeof eq>) => (await tx.select({ n: count() }).from(transportRequests).where(where))[0].n;

/** Deletes a route and its stops; refused (409, with the reason) while requests use it. */
export function deleteRoute(db: Db, user: SessionUser, id: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(routeCols).from(busRoutes).where(eq(busRoutes.ROUTE_ID, id)).for('update');
    if (!before) throw notFound(M.common.unableToDelete);
    const used = await requestsUsing(tx, eq(transportRequests.ROUTE_ID, id));
    if (used > 0) throw conflict(M.transport.routeInUse(used));
    const stops = await stopsOfRoute(tx, id);
    await tx.delete(busRoutes).where(eq(busRoutes.ROUTE_ID, id));
    await audit(tx, user, { entity: 'route', entityId: id, action: 'delete', before: { ...before, stops } });
  });
}

export function addStop(db: Db, user: SessionUser, routeId: number, name: string) {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const [route] = await tx.select(routeCols).from(busRoutes).where(eq(busRoutes.ROUTE_ID, routeId)).for('update');
        if (!route) throw badRequest(M.common.selectRoute);
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${busStops.SEQ}), 0) + 1` })
          .from(busStops)
          .where(eq(busStops.ROUTE_ID, routeId));
        const [row] = await tx
          .insert(busStops)
          .values({ ROUTE_ID: routeId, STOP_NAME: name, SEQ: Number(next) })
          .returning();
        await audit(tx, user, { entity: 'stop', entityId: row.STOP_ID, action: 'create', after: { ...row, ROUTE_NO: route.ROUTE_NO } });
        return row;
      }),
    M.transport.stopNameTaken,
  );
}

export function updateStop(db: Db, user: SessionUser, id: number, name: string) {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(busStops).where(eq(busStops.STOP_ID, id)).for('update');
        if (!before) throw notFound(M.common.unableToUpdateStop);
        const [after] = await tx.update(busStops).set({ STOP_NAME: name }).where(eq(busStops.STOP_ID, id)).returning();
        await audit(tx, user, { entity: 'stop', entityId: id, action: 'update', before, after });
        return after;
      }),
    M.transport.stopNameTaken,
  );
}

/** Deletes a stop; refused (409, with the reason) while requests use it. */
export function deleteStop(db: Db, user: SessionUser, id: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(busStops).where(eq(busStops.STOP_ID, id)).for('update');
    if (!before) throw notFound(M.common.unableToDelete);
    const used = await requestsUsing(tx, eq(transportRequests.STOP_ID, id));
    if (used > 0) throw conflict(M.transport.stopInUse(used));
    await tx.delete(busStops).where(eq(busStops.STOP_ID, id));
    await audit(tx, user, { entity: 'stop', entityId: id, action: 'delete', before });
  });
}
