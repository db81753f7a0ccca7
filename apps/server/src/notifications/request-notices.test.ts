import { DEPT, STATUS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eftApplications, eftSchedules, mailOutbox, notifications } from '../db/schema/index.js';
import { saveCardDecision } from '../routes/id-cards/card-requests.service.js';
import { buildCardRequest } from '../test/id-cards-helpers.js';
import { applyForCard } from '../routes/id-cards/card-applications.service.js';
import { decideApplication } from '../routes/endowment/eft.service.js';
import { saveTransportReview } from '../routes/transport/review.service.js';
import { makeRequest, makeRoute } from '../test/transport-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';

/** The single save of each request kind tells its student, inside the transaction of the save. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function studentWithMail() {
  const s = await buildStudent(t.db, { EMAIL: `s${Math.random().toString(36).slice(2, 8)}@students.example.edu` });
  // What the student reads (in English), newest first.
  const notices = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?lang=en', headers: await t.auth(s.user) });
    return res.json().data.rows as { KIND: string; TITLE: string; BODY: string; LINK: string }[];
  };
  const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.TO, s.student.EMAIL!));
  return { ...s, notices, mails };
}

describe('ID-card requests', () => {
  it('a status change with distribution date and venue tells the student, in the portal and by mail', async () => {
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const s = await studentWithMail();
    const req = await buildCardRequest(t.db, s.student.ID);
    await saveCardDecision(t.db, card, { T_ID: req.TRANS_ID, STATUS: STATUS.IN_PROGRESS, DISTRIBUTION_DATE: new Date('2026-12-01T00:00:00Z'), VENUE: 'Card Office, Room 4' }, async () => null);
    const [n] = await s.notices();
    expect(n.KIND).toBe('id-card');
    expect(n.TITLE).toContain('In Progress');
    expect(n.BODY).toContain('Collect it on 01 December 2026 at Card Office, Room 4.');
    expect(await s.mails()).toHaveLength(1);
  });

  it('a delivered card is not to be collected again', async () => {
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const s = await studentWithMail();
    const req = await buildCardRequest(t.db, s.student.ID, { DISTRIBUTION_DATE: new Date('2026-12-01T00:00:00Z'), VENUE: 'Card Office, Room 4' });
    await saveCardDecision(t.db, card, { T_ID: req.TRANS_ID, STATUS: STATUS.DELIVERED }, async () => null);
    const [n] = await s.notices();
    expect(n.TITLE).toBe('Card Office: Delivered');
    expect(n.BODY).not.toContain('Collect');
  });

  it('"Image Not Clear" links to the re-upload form; a refused save tells no one', async () => {
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const s = await studentWithMail();
    const req = await buildCardRequest(t.db, s.student.ID);
    await expect(saveCardDecision(t.db, card, { T_ID: req.TRANS_ID, STATUS: STATUS.IMAGE_NOT_CLEAR }, async () => 'refused' as never)).rejects.toThrow();
    expect(await s.notices()).toEqual([]);
    expect(await s.mails()).toEqual([]);
    await saveCardDecision(t.db, card, { T_ID: req.TRANS_ID, STATUS: STATUS.IMAGE_NOT_CLEAR }, async () => null);
    const [n] = await s.notices();
    expect(n.LINK).toBe(`/student-uni-card-requests/update-new-card-request/${req.TRANS_ID}`);
    expect(n.BODY).toContain('upload a clear photo');
  });

  it('a preview (dry run) tells no one', async () => {
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const s = await studentWithMail();
    const req = await buildCardRequest(t.db, s.student.ID);
    await saveCardDecision(t.db, card, { T_ID: req.TRANS_ID, STATUS: STATUS.FEE_PENDING }, async () => null, { dryRun: true });
    expect(await s.notices()).toEqual([]);
    expect(await s.mails()).toEqual([]);
  });
});

describe('transport requests', () => {
  it('Fee Pending tells the student to download the challan; the same status again tells no one', async () => {
    const transport = await buildStaff(t.db, DEPT.TRANSPORT);
    const s = await studentWithMail();
    const { route, stops } = await makeRoute(t.db);
    const req = await makeRequest(t.db, s.student.ID, route.ROUTE_ID, stops[0].STOP_ID, STATUS.SUBMITTED);
    await saveTransportReview(t.db, transport, { TRANS_ID: req.TRANS_ID, REQ_STATUS: STATUS.FEE_PENDING });
    await saveTransportReview(t.db, transport, { TRANS_ID: req.TRANS_ID, REQ_STATUS: STATUS.FEE_PENDING });
    const rows = await s.notices();
    expect(rows).toHaveLength(1);
    expect(rows[0].KIND).toBe('transport');
    expect(rows[0].BODY).toContain('Download the challan');
    expect(rows[0].LINK).toBe('/student-transport-card-requests');
  });
});

describe('endowment applications', () => {
  it("the treasurer's new status tells the student", async () => {
    const treasurer = await buildStaff(t.db, DEPT.TREASURER);
    const s = await studentWithMail();
    const [sch] = await t.db.insert(eftSchedules).values({ TITLE: 'Spring', OPENS_AT: new Date(Date.now() - 86_400_000), CLOSES_AT: new Date(Date.now() + 86_400_000) }).returning();
    const [app] = await t.db
      .insert(eftApplications)
      .values({ SCHEDULE_ID: sch.ID, STUDENT_ID: s.student.ID, HOUSEHOLD_INCOME: 1, DEPENDANTS: 1, GUARDIAN_OCCUPATION: 'x', REASON: 'y', DOC: Buffer.from('x'), DOC_NAME: 'a.pdf', DOC_TYPE: 'application/pdf', DOC_SIZE: 1 })
      .returning();
    await decideApplication(t.db, treasurer, app.ID, { STATUS: STATUS.APPROVED, COMMENT: '' });
    const [n] = await s.notices();
    expect(n.KIND).toBe('endowment');
    expect(n.TITLE).toContain('Approved');
    expect(n.LINK).toBe('/student-financial-aid-application-form');
  });
});

describe('a new request reaches an office queue', () => {
  it('the card office staff are told of a new ID-card application; other offices and a refused one are not', async () => {
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const transport = await buildStaff(t.db, DEPT.TRANSPORT);
    const s = await studentWithMail();
    const fields = { S_CONTACT: '03001234567', F_CONTACT: '03007654321', B_GROUP: 'B+' as const, ADDRESS: 'House 1, Street 2, Lahore' };
    await applyForCard(t.db, s.user, 'new', fields, null);
    await expect(applyForCard(t.db, s.user, 'new', fields, null)).rejects.toThrow();
    const told = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: await t.auth(card) })).json().data.rows;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ KIND: 'queue', LINK: '/students-id-cards', TITLE: 'New ID card request for Card Office' });
    expect(told[0].BODY).toContain(s.student.ROLNO);
    expect(await t.db.select().from(notifications).where(eq(notifications.ACCOUNT_ID, transport.ID))).toEqual([]);
  });
});
