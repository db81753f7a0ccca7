import crypto from 'node:crypto';
import { DEPT, type SessionUser } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { busRoutes, busStops, students, transportRequests } from '../db/schema/index.js';
import { createTestApp, type TestApp } from './app.js';
import { buildStaff } from './factories.js';
import { multipart as formData } from './multipart.js';

/** A multipart/form-data body for `app.inject` (text fields and at most one file); the file is a JPEG unless `type` says otherwise. */
export const multipart = (fields: Record<string, string | number>, file?: { name: string; bytes: Buffer; type?: string; field?: string }) =>
  formData(fields, file && { type: 'image/jpeg', ...file });

let n = 0;
/** A route with stops, straight into the database. */
export async function makeRoute(db: DbOrTx, stops = ['Stop A', 'Stop B']) {
  const [route] = await db
    .insert(busRoutes)
    .values({ ROUTE_NO: `R-${++n}-${crypto.randomBytes(2).toString('hex')}`, ROUTE_NAME: `Route ${n}` })
    .returning();
  const made = await db
    .insert(busStops)
    .values(stops.map((s, i) => ({ ROUTE_ID: route.ROUTE_ID, STOP_NAME: s, SEQ: i + 1 })))
    .returning();
  return { route, stops: made };
}

/** A fresh test app with the transport office's and the card office's staff and one route with `stops`. */
export async function transportAppWithRoute(stops?: string[]) {
  const t = await createTestApp();
  const office = await buildStaff(t.db, DEPT.TRANSPORT);
  const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  const route = await makeRoute(t.db, stops);
  return { t, office, card, route };
}

/** A request of `studentId` in `status`, with LAST_TR_S in step. */
export async function makeRequest(db: DbOrTx, studentId: number, routeId: number, stopId: number, status: number, photoSha?: string) {
  const [req] = await db
    .insert(transportRequests)
    .values({ STUDENT_ID: studentId, ROUTE_ID: routeId, STOP_ID: stopId, REQ_STATUS: status, PHOTO_SHA256: photoSha ?? null })
    .returning();
  await db.update(students).set({ LAST_TR_S: status }).where(eq(students.ID, studentId));
  return req;
}

/** The application path of a student (`mode` REPLACE unless given). */
export const applyUrl = (u: SessionUser, mode = 'REPLACE') => `/api/card/applyfortransportcard/${u.C_CODE}/${u.SE_ID}/${u.ROLNO}/${mode}`;
export const updateUrl = (u: SessionUser, mode = "'REPLACE'") => `/api/card/updatetransportcard/${u.C_CODE}/${u.SE_ID}/${u.ROLNO}/${encodeURIComponent(mode)}`;

/** The fields the student's application form sends with an application. */
export function applicationFields(u: SessionUser, routeId: number | string, stopId: number | string, extra: Record<string, string | number> = {}) {
  return {
    C_CODE: u.C_CODE!,
    SE_ID: u.SE_ID!,
    YEAR: u.YEAR!,
    RN: u.RN!,
    ROLNO: u.ROLNO!,
    MAJ_ID: u.MAJ_ID!,
    TR_ATTEMPT_NO: 0,
    imgpath: `${u.C_CODE}/${u.SE_ID}`,
    ROUTE_ID: routeId,
    STOP_ID: stopId,
    Status: 5,
    REQ_TYPE: 6,
    ...extra,
  };
}

export async function postForm(t: TestApp, url: string, user: SessionUser | null, body: ReturnType<typeof multipart>) {
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(user ? await t.auth(user) : {}) } });
}
