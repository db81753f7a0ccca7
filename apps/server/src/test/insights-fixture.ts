import { DEPT, STATUS } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import {
  auditLog,
  busRoutes,
  busStops,
  cardRequests,
  clearanceRequests,
  clearanceRows,
  eftApplications,
  eftSchedules,
  transportRequests,
} from '../db/schema/index.js';
import { type BuiltStudent, buildStudent } from './factories.js';

/**
 * A small hand-made data set for the insights figures (expected values worked out in insights.test.ts).
 * "Now" is Wednesday 2026-03-18 12:00 UTC: the chart's weeks run from Monday 2025-12-29 to Monday 2026-03-16.
 */
export const NOW = new Date('2026-03-18T12:00:00Z');
const at = (iso: string) => new Date(iso);
const LIBRARY = DEPT.MAIN_LIBRARY;
const EXAM = DEPT.EXAMINATION;
const TREASURER = DEPT.TREASURER;

type RowSpec = { d: number; status: number; date?: string };

export async function seedInsightsFixture(db: DbOrTx) {
  const s: BuiltStudent['student'][] = [];
  for (let i = 0; i < 6; i++) s.push((await buildStudent(db, { withPhoto: false })).student);

  let verify = 0;
  const request = async (studentIdx: number, applied: string, rows: RowSpec[], deleted = false) => {
    const st = s[studentIdx];
    const [req] = await db
      .insert(clearanceRequests)
      .values({
        STUDENT_ID: st.ID,
        C_CODE: st.C_CODE,
        MAJ_ID: st.MAJ_ID,
        SE_ID: 1,
        YEAR: st.YEAR,
        RN: st.RN,
        STD_ROLLNO: st.ROLNO,
        STD_NAME: `Insight Student ${studentIdx}`,
        DEPT_ID: st.D_ID,
        DEPT: 'Computer Science',
        CLASS: 'BS',
        SESSION: '2022-2026',
        PRINTTITLE: 'BS Computer Science',
        MAIL_ADDRESS: 'House 1, Lahore',
        D_ID: LIBRARY,
        LIB_NAME: 'Main Library',
        REASON: 'Degree Completion',
        STD_CARD_POSSESSION: true,
        APPLY_DATE: at(applied),
        ROWS_TOTAL: rows.length,
        VERIFY_CODE: `INSIGHT${++verify}`,
        DELETED_AT: deleted ? at(applied) : null,
      })
      .returning();
    await db
      .insert(clearanceRows)
      .values(rows.map((r) => ({ T_ID: req.T_ID, D_ID: r.d, REQ_ID: r.status, DATE: at(r.date ?? applied), APPLY_DATE: at(applied), DELETED: deleted })));
    return req.T_ID;
  };
  const rowSave = (tId: number, d: number, from: number, to: number, when: string) =>
    db.insert(auditLog).values({
      AT: at(when),
      ACTOR_NAME: 'Office staff',
      ENTITY: 'clearance_row',
      ENTITY_ID: String(tId),
      ACTION: 'update',
      BEFORE: { D_ID: d, REQ_ID: from, VENUE: '', COMMENT: '' },
      AFTER: { D_ID: d, REQ_ID: to, VENUE: '', COMMENT: '' },
    });

  // R1: library approves after 2 days (then edits the comment), examination after 10; treasurer pending.
  const r1 = await request(0, '2026-03-02T09:00:00Z', [
    { d: LIBRARY, status: STATUS.APPROVED, date: '2026-03-05T09:00:00Z' },
    { d: EXAM, status: STATUS.APPROVED, date: '2026-03-12T09:00:00Z' },
    { d: TREASURER, status: STATUS.PENDING },
  ]);
  await rowSave(r1, LIBRARY, STATUS.PENDING, STATUS.APPROVED, '2026-03-04T09:00:00Z');
  await rowSave(r1, LIBRARY, STATUS.APPROVED, STATUS.APPROVED, '2026-03-05T09:00:00Z');
  await rowSave(r1, EXAM, STATUS.PENDING, STATUS.APPROVED, '2026-03-12T09:00:00Z');
  // R2: library rejects after 1 day; examination takes it in progress (not a decision); treasurer pending.
  const r2 = await request(1, '2026-03-10T09:00:00Z', [
    { d: LIBRARY, status: STATUS.REJECTED, date: '2026-03-11T09:00:00Z' },
    { d: EXAM, status: STATUS.IN_PROGRESS, date: '2026-03-11T10:00:00Z' },
    { d: TREASURER, status: STATUS.PENDING },
  ]);
  await rowSave(r2, LIBRARY, STATUS.PENDING, STATUS.REJECTED, '2026-03-11T09:00:00Z');
  await rowSave(r2, EXAM, STATUS.PENDING, STATUS.IN_PROGRESS, '2026-03-11T10:00:00Z');
  // R3: applied before the window; the treasurer's approval has no audit entry (older data): the row's date stands in.
  await request(2, '2025-11-01T00:00:00Z', [
    { d: LIBRARY, status: STATUS.PENDING },
    { d: EXAM, status: STATUS.PENDING },
    { d: TREASURER, status: STATUS.APPROVED, date: '2026-01-05T00:00:00Z' },
  ]);
  // R4: deleted — counts nowhere.
  await request(3, '2026-03-03T09:00:00Z', [{ d: LIBRARY, status: STATUS.PENDING }], true);
  // R5: no library row; this week.
  await request(4, '2026-03-16T09:00:00Z', [
    { d: EXAM, status: STATUS.PENDING },
    { d: TREASURER, status: STATUS.PENDING },
  ]);

  // Cards: C1 printed then delivered (7 days), C2 waiting, C3 rejected after 3 days, C4 deleted.
  const card = async (student: number, applied: string, status: number, deleted = false) => {
    const [c] = await db
      .insert(cardRequests)
      .values({
        STUDENT_ID: s[student].ID,
        CARD_TYPE: 1,
        DATE_OF_APPLY: at(applied),
        REQ_STATUS: status,
        UPDATED_AT: at(applied),
        DELETED_AT: deleted ? at(applied) : null,
      })
      .returning();
    return c.TRANS_ID;
  };
  const cardSave = (id: number, from: number, to: number, when: string) =>
    db.insert(auditLog).values({
      AT: at(when),
      ACTOR_NAME: 'Card Office',
      ENTITY: 'card_request',
      ENTITY_ID: String(id),
      ACTION: 'update',
      BEFORE: { REQ_STATUS: from },
      AFTER: { REQ_STATUS: to },
    });
  const c1 = await card(0, '2026-03-03T10:00:00Z', STATUS.DELIVERED);
  await cardSave(c1, STATUS.SUBMITTED, STATUS.COMPLETE, '2026-03-05T10:00:00Z');
  await cardSave(c1, STATUS.COMPLETE, STATUS.DELIVERED, '2026-03-10T10:00:00Z');
  await card(1, '2026-03-09T10:00:00Z', STATUS.SUBMITTED);
  const c3 = await card(2, '2026-02-01T10:00:00Z', STATUS.REJECTED);
  await cardSave(c3, STATUS.SUBMITTED, STATUS.REJECTED, '2026-02-04T10:00:00Z');
  const c4 = await card(3, '2026-03-04T10:00:00Z', STATUS.REJECTED, true);
  await cardSave(c4, STATUS.SUBMITTED, STATUS.REJECTED, '2026-03-05T10:00:00Z');

  // Transport: route A has one waiting request and one delivered after 4 days; route B one delivered long ago.
  const [routeA, routeB] = await db
    .insert(busRoutes)
    .values([
      { ROUTE_NO: 'IN-1', ROUTE_NAME: 'Insight Route A' },
      { ROUTE_NO: 'IN-2', ROUTE_NAME: 'Insight Route B' },
    ])
    .returning();
  const [stopA, stopB] = await db
    .insert(busStops)
    .values([
      { ROUTE_ID: routeA.ROUTE_ID, STOP_NAME: 'Stop A' },
      { ROUTE_ID: routeB.ROUTE_ID, STOP_NAME: 'Stop B' },
    ])
    .returning();
  const trip = async (student: number, route: typeof routeA, stop: typeof stopA, applied: string, status: number, updated = applied) => {
    const [t] = await db
      .insert(transportRequests)
      .values({
        STUDENT_ID: s[student].ID,
        ROUTE_ID: route.ROUTE_ID,
        STOP_ID: stop.STOP_ID,
        APPLY_DATE: at(applied),
        REQ_STATUS: status,
        UPDATED_AT: at(updated),
      })
      .returning();
    return t.TRANS_ID;
  };
  await trip(0, routeA, stopA, '2026-03-12T08:00:00Z', STATUS.SUBMITTED);
  const t2 = await trip(1, routeA, stopA, '2026-02-16T08:00:00Z', STATUS.DELIVERED, '2026-02-20T08:00:00Z');
  await db.insert(auditLog).values({
    AT: at('2026-02-20T08:00:00Z'),
    ACTOR_NAME: 'Transport Office',
    ENTITY: 'transport_request',
    ENTITY_ID: String(t2),
    ACTION: 'review',
    BEFORE: { REQ_STATUS: STATUS.SUBMITTED },
    AFTER: { REQ_STATUS: STATUS.DELIVERED },
  });
  await trip(2, routeB, stopB, '2025-10-01T08:00:00Z', STATUS.DELIVERED, '2025-10-10T08:00:00Z');

  // Endowment: one application approved after 5 days.
  const [schedule] = await db
    .insert(eftSchedules)
    .values({ TITLE: 'Spring 2026', OPENS_AT: at('2026-02-01T00:00:00Z'), CLOSES_AT: at('2026-04-01T00:00:00Z') })
    .returning();
  const [e1] = await db
    .insert(eftApplications)
    .values({
      SCHEDULE_ID: schedule.ID,
      STUDENT_ID: s[5].ID,
      HOUSEHOLD_INCOME: 40000,
      DEPENDANTS: 4,
      GUARDIAN_OCCUPATION: 'Driver',
      REASON: 'Fees',
      DOC: Buffer.from('%PDF-1.4'),
      DOC_NAME: 'doc.pdf',
      DOC_TYPE: 'application/pdf',
      DOC_SIZE: 8,
      STATUS: STATUS.APPROVED,
      APPLIED_AT: at('2026-03-01T00:00:00Z'),
      UPDATED_AT: at('2026-03-06T00:00:00Z'),
    })
    .returning();
  await db.insert(auditLog).values({
    AT: at('2026-03-06T00:00:00Z'),
    ACTOR_NAME: 'Treasurer',
    ENTITY: 'eft_application',
    ENTITY_ID: String(e1.ID),
    ACTION: 'set-status',
    BEFORE: { ID: e1.ID, STATUS: STATUS.SUBMITTED },
    AFTER: { ID: e1.ID, STATUS: STATUS.APPROVED },
  });

  return { students: s, routeA, routeB };
}
