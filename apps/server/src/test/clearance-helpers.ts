import type { SessionUser } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { clearanceRequests } from '../db/schema/index.js';
import { createTestApp, type TestApp } from './app.js';
import { buildStaff, buildStudent } from './factories.js';

/** Staff of every department that takes part in a clearance request of a CS student (dept 201). */
export async function buildClearanceStaff(t: TestApp) {
  const db = t.db;
  return {
    card: await buildStaff(db, 101, { fmId: 990_001 }),
    exam: await buildStaff(db, 102),
    treasurer: await buildStaff(db, 123),
    hostels: await buildStaff(db, 405),
    hostel: await buildStaff(db, 407),
    otherHostel: await buildStaff(db, 408),
    library: await buildStaff(db, 406),
    pg: await buildStaff(db, 413),
    hod: await buildStaff(db, 201, { hod: true }),
    it: await buildStaff(db, 201, { it: true }),
    plain201: await buildStaff(db, 201),
    otherHod: await buildStaff(db, 202, { hod: true }),
    transport: await buildStaff(db, 130),
  };
}

export type ClearanceStaff = Awaited<ReturnType<typeof buildClearanceStaff>>;

/** A small client over inject: JSON in, status and JSON out. */
export function client(t: TestApp) {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, user: SessionUser | null, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: user ? await t.auth(user) : {}, payload: payload as never });
    let body: any = null;
    try {
      body = res.json();
    } catch {
      body = res.rawPayload;
    }
    return { status: res.statusCode, body, res };
  };
  return {
    get: (url: string, user: SessionUser | null) => call('GET', url, user),
    post: (url: string, user: SessionUser | null, payload: unknown = {}) => call('POST', url, user, payload),
    patch: (url: string, user: SessionUser | null, payload: unknown = {}) => call('PATCH', url, user, payload),
  };
}

export const APPLICATION = { d_id: 413, hostel_id: 407, mail_address: 'House 5, Model Town, Lahore', reason: 'Degree Completion', card_poss: 1 };

/**
 * A fresh test app with every office's staff and one student (built with `student`) who has applied
 * (APPLICATION), with the application's T_ID.
 */
export async function clearanceAppWithApplication(student: Parameters<typeof buildStudent>[1] = {}) {
  const t = await createTestApp();
  const api = client(t);
  const u = await buildClearanceStaff(t);
  const s = await buildStudent(t.db, student);
  const applied = await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
  if (applied.body?.success !== true) throw new Error(`The test application was refused: ${JSON.stringify(applied.body)}`);
  const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
  return { t, api, u, student: s.user, studentId: s.student.ID, T_ID: req.T_ID };
}

export type ClearanceApplication = Awaited<ReturnType<typeof clearanceAppWithApplication>>;
