import { STATUS, type SessionUser } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cardRequests, challans, clearanceRequests } from '../db/schema/index.js';
import type { TestApp } from './app.js';
import { buildStudent } from './factories.js';
import { APPLICATION } from './clearance-helpers.js';
import { multipart } from './multipart.js';
import { makeRequest, makeRoute } from './transport-helpers.js';

type Challan = typeof challans.$inferSelect;

/**
 * One unpaid challan of every kind, each issued the way the portal issues it: a clearance challan (the card
 * challan of a clearance request applied for without the card), a duplicate card's fee challan, and a
 * transport challan (issued when first printed); and a paid challan of the clearance request.
 */
export async function challansOfEveryKind(t: TestApp): Promise<{
  clearance: Challan;
  card: Challan;
  transport: Challan;
  paidBefore: Challan;
  clearanceStudent: SessionUser;
  cardStudent: SessionUser;
  transportStudent: SessionUser;
}> {
  const a = await buildStudent(t.db, { withPhoto: true });
  const applied = await t.app.inject({ method: 'POST', url: '/api/clearance-requests/student/new', headers: await t.auth(a.user), payload: { ...APPLICATION, card_poss: 0 } });
  expect(applied.statusCode).toBe(200);
  const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, a.student.ID));
  const [clearance] = await t.db.select().from(challans).where(eq(challans.T_ID, req.T_ID));
  const [paidBefore] = await t.db
    .insert(challans)
    .values({ STUDENT_ID: a.student.ID, T_ID: req.T_ID, D_ID: 406, CHALLAN_TYPE: 1, DES: 'Library Fine', BAL: 300, DUE_DT: new Date(), PAID: 300, PAID_AT: new Date('2026-01-05T00:00:00'), VERIFY_CODE: `PAID${req.T_ID}`.slice(0, 16) })
    .returning();

  const b = await buildStudent(t.db, { withPhoto: true });
  await t.db.insert(cardRequests).values({ STUDENT_ID: b.student.ID, CARD_TYPE: 1, REQ_STATUS: STATUS.DELIVERED });
  const dup = multipart({ S_CONTACT: '03001112233', F_CONTACT: '03214445566', B_GROUP: 'O+', ADDRESS: 'House 12, Street 3, Model Town, Lahore' });
  const res = await t.app.inject({ method: 'POST', url: '/api/student/duplicate-card-requests', headers: { ...dup.headers, ...(await t.auth(b.user)) }, payload: dup.payload });
  expect(res.statusCode, res.body).toBe(200);
  const [card] = await t.db.select().from(challans).where(eq(challans.CARD_TRANS_ID, res.json().data.TRANS_ID));

  const c = await buildStudent(t.db);
  const route = await makeRoute(t.db);
  const tr = await makeRequest(t.db, c.student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, STATUS.FEE_PENDING);
  const pdf = await t.app.inject({ method: 'GET', url: `/api/student/transport-requests/${tr.TRANS_ID}/challan`, headers: await t.auth(c.user) });
  expect(pdf.statusCode).toBe(200);
  const [transport] = await t.db.select().from(challans).where(eq(challans.TRANSPORT_TRANS_ID, tr.TRANS_ID));
  return { clearance, card, transport, paidBefore, clearanceStudent: a.user, cardStudent: b.user, transportStudent: c.user };
}
