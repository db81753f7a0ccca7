import { CARD_TYPE, CARDS_MSG, DigitalCardAnswerSchema, STATUS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedCards } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { buildCardRequest } from '../../test/id-cards-helpers.js';
import { clearStudent, studentWithIdCard, studentWithPass, cardsTestApp, type OfficeStaff } from '../../test/cards-helpers.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
let staff: OfficeStaff;
beforeAll(async () => {
  ({ t, staff } = await cardsTestApp());
});
afterAll(() => t.close());

const get = async (url: string, user?: Parameters<TestApp['auth']>[0]) =>
  t.app.inject({ method: 'GET', url, headers: user ? await t.auth(user) : {} });

describe.each(['/api/student/digital-card', '/api/student/digital-transport-pass'])('GET %s', (url) => {
  it('refuses anonymous callers (401) and staff (403)', async () => {
    expect((await get(url)).statusCode).toBe(401);
    for (const who of [staff.card, staff.transport, staff.exam]) expect((await get(url, who)).statusCode).toBe(403);
  });

  it('says plainly what is missing before there is any request', async () => {
    const s = await buildStudent(t.db);
    const res = await get(url, s.user);
    expect(res.statusCode).toBe(200);
    const body = DigitalCardAnswerSchema.parse(res.json());
    expect(body.data).toEqual({
      available: false,
      missing: 'no-request',
      msg: url.endsWith('digital-card') ? CARDS_MSG.noIdCardRequest : CARDS_MSG.noTransportRequest,
    });
  });
});

describe('GET /api/student/digital-card', () => {
  it('shows the card only once Delivered', async () => {
    const s = await studentWithIdCard(t.db, STATUS.IN_PROGRESS);
    expect((await get('/api/student/digital-card', s.user)).json().data).toEqual({ available: false, missing: 'not-delivered', msg: CARDS_MSG.idCardNotDelivered });
    expect(await t.db.select().from(issuedCards).where(eq(issuedCards.STUDENT_ID, s.student.ID))).toHaveLength(0);
  });

  it("answers the student's own card as printed, with a stable serial and token", async () => {
    const other = await studentWithIdCard(t.db);
    const s = await studentWithIdCard(t.db);
    const first = await get('/api/student/digital-card', s.user);
    expect(first.statusCode).toBe(200);
    const { data } = DigitalCardAnswerSchema.parse(first.json());
    if (!data.available) throw new Error('expected a card');
    expect(data.serial).toMatch(/^IC-\d{6}$/);
    expect(data.card).toMatchObject({
      kind: 'id-card',
      name: s.student.NM,
      fatherName: s.student.F_NM,
      rollNo: s.student.ROLNO,
      programme: 'BS Computer Science',
      session: s.student.SESSION,
      validUntil: `${s.student.YEAR + 4}-12-31`,
      bloodGroup: 'O+',
      rfId: '000123456',
      passNo: null,
    });
    expect(data.card.rollNo).not.toBe(other.student.ROLNO);
    expect(data.photoUrl).toContain(encodeURIComponent(data.token));
    const again = (await get('/api/student/digital-card', s.user)).json().data;
    expect(again.serial).toBe(data.serial);
    expect(again.token).toBe(data.token);
    expect(await t.db.select().from(issuedCards).where(eq(issuedCards.STUDENT_ID, s.student.ID))).toHaveLength(1);
  });

  it('after a duplicate request, shows that the new card is not ready (the old one is revoked)', async () => {
    const s = await studentWithIdCard(t.db);
    await get('/api/student/digital-card', s.user);
    await buildCardRequest(t.db, s.student.ID, { CARD_TYPE: CARD_TYPE.DUPLICATE, ATTEMPT_NO: 2 });
    expect((await get('/api/student/digital-card', s.user)).json().data).toMatchObject({ available: false, missing: 'not-delivered' });
  });

  it('says the card is no longer valid once the student is cleared', async () => {
    const s = await studentWithIdCard(t.db);
    await clearStudent(t.db, s);
    expect((await get('/api/student/digital-card', s.user)).json().data).toEqual({ available: false, missing: 'revoked', msg: CARDS_MSG.idCardRevoked });
  });
});

describe('GET /api/student/digital-transport-pass', () => {
  it('waits for the challan to be paid', async () => {
    const s = await studentWithPass(t.db, null, STATUS.FEE_PENDING);
    expect((await get('/api/student/digital-transport-pass', s.user)).json().data).toEqual({
      available: false,
      missing: 'challan-unpaid',
      msg: CARDS_MSG.transportChallanUnpaid,
    });
  });

  it('shows the paid pass with route, stop, pass number and a year of validity', async () => {
    const paid = new Date();
    const s = await studentWithPass(t.db, paid);
    const { data } = DigitalCardAnswerSchema.parse((await get('/api/student/digital-transport-pass', s.user)).json());
    if (!data.available) throw new Error('expected a pass');
    expect(data.serial).toMatch(/^TP-\d{6}$/);
    expect(data.card).toMatchObject({ kind: 'transport-pass', route: `${s.route.ROUTE_NO} - ${s.route.ROUTE_NAME}`, stop: 'Thokar Niaz Baig', passNo: data.serial });
    const end = new Date(Date.UTC(paid.getUTCFullYear() + 1, paid.getUTCMonth(), paid.getUTCDate() - 1)).toISOString().slice(0, 10);
    const programmeEnd = `${s.student.YEAR + 4}-12-31`;
    expect(data.card.validUntil).toBe(end < programmeEnd ? end : programmeEnd);
  });
});
