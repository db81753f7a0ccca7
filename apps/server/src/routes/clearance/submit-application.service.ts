import {
  M,
  addDays,
  CARD_CHALLAN_TYPE,
  CHALLAN_DUE_DAYS,
  CHALLAN_HEAD,
  CHALLAN_KIND,
  CLEARANCE_FEE,
  clearanceApplyRefusal,
  clearanceRowDepartments,
  DEFAULT_DUES,
  DEPT,
  DUES_CODE,
  type NewApplication,
  type SessionUser,
} from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cardDues, challanHeads, clearanceRequests, clearanceRows, departments, majors } from '../../db/schema/index.js';
import { makeVerifyCode } from '../../documents/clearance-verification.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { notifyQueue } from '../../notifications/notifier.js';
import { issueChallan } from '../challans/challan-records.js';
import { findStudent } from './clearance.repository.js';

/**
 * A student's application: the request and its department rows in one
 * transaction, with the treasurer's challan of the clearance fee (CLEARANCE_FEE, the amount the form
 * shows) and a card challan (type 8, from the SCC card dues) when the student no longer has the card.
 * The partial unique index on STUDENT_ID makes a second submission, even a simultaneous one, a 409.
 */
export async function submitApplication(db: Db, user: SessionUser, body: NewApplication, now = new Date()) {
  const student = await findStudent(db, user.STD_ID);
  if (!student) throw forbidden();
  const refusal = clearanceApplyRefusal(student, now);
  if (refusal) throw forbidden(refusal);
  if (!student.PHOTO) throw badRequest(M.clearance.photoRequired);

  const ids = [body.d_id, student.D_ID, ...(body.hostel_id != null ? [body.hostel_id] : [])];
  const names = new Map((await db.select().from(departments).where(inArray(departments.D_ID, ids))).map((d) => [d.D_ID, d.D_NM]));
  const [major] = await db.select().from(majors).where(eq(majors.MAJ_ID, student.MAJ_ID));
  const deptIds = clearanceRowDepartments({ libraryDept: body.d_id, hostelDept: body.hostel_id, academicDept: student.D_ID });

  return db.transaction(async (tx) => {
    const [req] = await tx
      .insert(clearanceRequests)
      .values({
        STUDENT_ID: student.ID,
        C_CODE: student.C_CODE,
        MAJ_ID: student.MAJ_ID,
        SE_ID: student.SE_ID,
        YEAR: student.YEAR,
        RN: student.RN,
        STD_ROLLNO: student.ROLNO,
        STD_NAME: student.NM,
        F_NAME: student.F_NM,
        PH1: student.PH1,
        PH2: student.F_CONTACT,
        DEPT_ID: student.D_ID,
        DEPT: names.get(student.D_ID) ?? '',
        CLASS: student.CLASS,
        SESSION: student.SESSION,
        PRINTTITLE: major?.NAME ?? '',
        ADDRESS: student.ADD1,
        MAIL_ADDRESS: body.mail_address,
        D_ID: body.d_id,
        LIB_NAME: names.get(body.d_id) ?? '',
        HOSTEL_ID: body.hostel_id,
        HOSTEL_NAME: body.hostel_id != null ? (names.get(body.hostel_id) ?? null) : null,
        REASON: body.reason,
        STD_CARD_POSSESSION: body.card_poss,
        APPLY_DATE: now,
        ROWS_TOTAL: deptIds.length,
        VERIFY_CODE: makeVerifyCode(),
        UPDATED_AT: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!req) throw conflict(M.clearance.alreadyApplied);
    await tx.insert(clearanceRows).values(deptIds.map((D_ID) => ({ T_ID: req.T_ID, D_ID, DATE: now, APPLY_DATE: now })));
    await audit(tx, user, { entity: 'clearance_request', entityId: req.T_ID, action: 'apply', after: { ...body, rows: deptIds } });
    for (const dId of deptIds) await notifyQueue(tx, { dId, request: 'clearance', requestId: req.T_ID, studentName: req.STD_NAME, rollNo: req.STD_ROLLNO });
    // The clearance fee the form announces, charged by the treasurer with the application.
    const due = addDays(now, CHALLAN_DUE_DAYS);
    const [feeHead] = await tx.select().from(challanHeads).where(eq(challanHeads.REQ_ID, CHALLAN_HEAD.CLEARANCE_PROCESSING_FEE));
    await issueChallan(tx, user, {
      KIND: CHALLAN_KIND.CLEARANCE,
      STUDENT_ID: req.STUDENT_ID,
      T_ID: req.T_ID,
      D_ID: DEPT.TREASURER,
      CHALLAN_TYPE: CHALLAN_HEAD.CLEARANCE_PROCESSING_FEE,
      DES: feeHead.REQ_DEF,
      BAL: CLEARANCE_FEE,
      DUE_DT: due,
      CREATED_AT: now,
    });
    if (!body.card_poss) {
      const [dues] = await tx.select().from(cardDues).where(eq(cardDues.REQ_SNM, DUES_CODE.CLEARANCE));
      const amount = dues?.DUES ?? DEFAULT_DUES.find((d) => d.code === DUES_CODE.CLEARANCE)!.amount;
      const [head] = await tx.select().from(challanHeads).where(eq(challanHeads.REQ_ID, CARD_CHALLAN_TYPE));
      await issueChallan(tx, user, {
        KIND: CHALLAN_KIND.CLEARANCE,
        STUDENT_ID: req.STUDENT_ID,
        T_ID: req.T_ID,
        D_ID: DEPT.CARD_OFFICE,
        CHALLAN_TYPE: CARD_CHALLAN_TYPE,
        DES: head.REQ_DEF,
        BAL: amount,
        DUE_DT: due,
        CREATED_AT: now,
      });
    }
    return req;
  });
}
