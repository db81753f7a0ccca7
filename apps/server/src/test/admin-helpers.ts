import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEPT, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from './app.js';
import { buildAdmin, buildStaff, buildStudent } from './factories.js';

/** One request to the app as `as` (null: without a token), with a JSON body when given. */
export type CallAs = (method: NonNullable<InjectOptions['method']>, url: string, as: SessionUser | null, payload?: object) => Promise<LightMyRequestResponse>;

/** The administration routes' test app: an administrator, a staff member and a student to call them as. */
export interface AdminTestApp {
  t: TestApp;
  admin: SessionUser;
  staff: SessionUser;
  student: SessionUser;
  call: CallAs;
}

export interface AdminTestAppOptions {
  /** The administrator's username (the factory's own when not given). */
  admin?: string;
  /** The staff member's office (default the card office) and flags. */
  staffDept?: number;
  staff?: Parameters<typeof buildStaff>[2];
  /** The student's record (e.g. the programme). */
  student?: Parameters<typeof buildStudent>[1];
}

/**
 * A fresh app (./app.ts) with the three callers every administration route's tests use: the administrator
 * it serves, and a staff member and a student it refuses (403). Made in this order, one after the other.
 */
export async function createAdminTestApp(opts: AdminTestAppOptions = {}): Promise<AdminTestApp> {
  const t = await createTestApp();
  const admin = await buildAdmin(t.db, opts.admin ? { username: opts.admin } : {});
  const staff = await buildStaff(t.db, opts.staffDept ?? DEPT.CARD_OFFICE, opts.staff);
  const student = (await buildStudent(t.db, opts.student)).user;
  const call: CallAs = async (method, url, as, payload) => t.app.inject({ method, url, headers: as ? await t.auth(as) : {}, ...(payload ? { payload } : {}) });
  return { t, admin, staff, student, call };
}

/** The callers an administration route refuses, each with its status: without a token 401, the staff member and the student 403. */
export const refusedCallers = (staff: SessionUser, student: SessionUser) =>
  [
    [null, 401],
    [staff, 403],
    [student, 403],
  ] as const;
