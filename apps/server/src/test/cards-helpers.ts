import { DEPT, STATUS, TRANSPORT_CHALLAN_TYPE, TRANSPORT_FEE } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { challans, clearanceRequests } from '../db/schema/index.js';
import { makeVerifyCode } from '../documents/clearance-verification.js';
import { createTestApp } from './app.js';
import { buildOfficeStaff, buildStudent, type BuiltStudent } from './factories.js';
import { buildCardRequest } from './id-cards-helpers.js';
import { makeRequest, makeRoute } from './transport-helpers.js';

/** A fresh test app and every office's staff: what the cards routes' tests start from. */
export async function cardsTestApp() {
  const t = await createTestApp();
  return { t, staff: await buildOfficeStaff(t.db) };
}
export type OfficeStaff = Awaited<ReturnType<typeof buildOfficeStaff>>;

/** A student whose first ID card request is in `status` (Delivered unless given). */
export async function studentWithIdCard(db: DbOrTx, status: number = STATUS.DELIVERED, student: Partial<Parameters<typeof buildStudent>[1]> = {}) {
  const built = await buildStudent(db, student);
  const request = await buildCardRequest(db, built.student.ID, { REQ_STATUS: status, RF_ID: '000123456' });
  return { ...built, request };
}

/** A transport challan of a request, paid on `paidAt` (or unpaid with null). */
export async function transportChallan(db: DbOrTx, studentId: number, transId: number, paidAt: Date | null) {
  await db.insert(challans).values({
    KIND: 'transport',
    STUDENT_ID: studentId,
    TRANSPORT_TRANS_ID: transId,
    D_ID: DEPT.TRANSPORT,
    CHALLAN_TYPE: TRANSPORT_CHALLAN_TYPE,
    DES: 'Transport Card Fee',
    BAL: TRANSPORT_FEE,
    DUE_DT: new Date(),
    PAID: paidAt ? TRANSPORT_FEE : 0,
    PAID_AT: paidAt,
    VERIFY_CODE: makeVerifyCode(),
  });
}

/** A student with a transport request in `status` whose challan is paid (`paidAt`) or not (null). */
export async function studentWithPass(db: DbOrTx, paidAt: Date | null = new Date(), status: number = STATUS.DELIVERED, built?: BuiltStudent) {
  const s = built ?? (await buildStudent(db));
  const { route, stops } = await makeRoute(db, ['Thokar Niaz Baig', 'Campus Gate']);
  const request = await makeRequest(db, s.student.ID, route.ROUTE_ID, stops[0].STOP_ID, status);
  await transportChallan(db, s.student.ID, request.TRANS_ID, paidAt);
  return { ...s, route, stop: stops[0], request };
}

/** Marks the student's clearance complete (an approved clearance request). */
export async function clearStudent(db: DbOrTx, s: BuiltStudent) {
  await db.insert(clearanceRequests).values({
    STUDENT_ID: s.student.ID,
    C_CODE: s.student.C_CODE,
    MAJ_ID: s.student.MAJ_ID,
    SE_ID: s.student.SE_ID,
    YEAR: s.student.YEAR,
    RN: s.student.RN,
    STD_ROLLNO: s.student.ROLNO,
    STD_NAME: s.student.NM,
    DEPT_ID: s.student.D_ID,
    DEPT: 'Computer Science',
    CLASS: s.student.CLASS,
    SESSION: s.student.SESSION,
    PRINTTITLE: 'Clearance',
    MAIL_ADDRESS: 'Lahore',
    D_ID: DEPT.MAIN_LIBRARY,
    LIB_NAME: 'Main Library',
    REASON: 'Degree complete',
    STD_CARD_POSSESSION: true,
    REQ_STATUS: STATUS.APPROVED,
    VERIFY_CODE: makeVerifyCode(),
  });
}
