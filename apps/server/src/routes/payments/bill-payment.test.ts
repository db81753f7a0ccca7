import { BPS_CODE, consumerNumberOf, DEPT, PAY_AT_ANY_BANK, type SessionUser, yyyymmdd } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankPayments, cardRequests, challans, feeLedger, notifications } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { challansOfEveryKind } from '../../test/challan-fixtures.js';
import { buildStaff } from '../../test/factories.js';
import { testAggregator, type TestAggregator } from '../../test/bank-aggregator.js';
import { pdftotext, plain } from '../../test/pdf-readers.js';

/** The banks' bill-payment protocol, spoken by a test aggregator against the real server and database. */
let t: TestApp;
let bank: TestAggregator;
let fixtures: Awaited<ReturnType<typeof challansOfEveryKind>>;
let cardOffice: SessionUser;
const today = yyyymmdd(new Date());

beforeAll(async () => {
  t = await createTestApp();
  bank = testAggregator(t);
  fixtures = await challansOfEveryKind(t);
  cardOffice = await buildStaff(t.db, DEPT.CARD_OFFICE);
});
afterAll(() => t.close());

const challan = async (id: number) => (await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, id)))[0];
const amountOf = (rupees: number) => String(rupees * 100).padStart(13, '0');

describe('credentials', () => {
  it('answers 401 with code 04 without or with wrong credentials, and 403 with 04 to a signed-in person', async () => {
    const number = bank.numberOf(fixtures.clearance.CHALLAN_ID);
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [{ username: bank.username, password: 'wrong-password' }, 401],
      [{ username: 'someone', password: bank.password }, 401],
      [await t.auth(cardOffice), 403],
    ];
    for (const [headers, status] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/bps/BillPayment', headers, payload: { consumer_number: number } });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ response_Code: BPS_CODE.invalid, Reserved: '' });
    }
    expect((await challan(fixtures.clearance.CHALLAN_ID)).PAID).toBe(0);
  });

  it('refuses the bank from an address outside BPS_ALLOWED_IPS', async () => {
    const fenced = await createTestApp({ config: { BPS_ALLOWED_IPS: ['10.9.9.9'] } });
    try {
      const call = (remoteAddress: string) => fenced.app.inject({ method: 'POST', url: '/api/bps/BillInquiry', remoteAddress, headers: { username: bank.username, password: bank.password }, payload: { consumer_number: '1'.repeat(18) } });
      expect((await call('10.1.1.1')).statusCode).toBe(401);
      expect((await call('10.9.9.9')).json()).toEqual({ response_Code: BPS_CODE.notFound, Reserved: '' });
    } finally {
      await fenced.close();
    }
  });

  it('does not exist without BPS_USERNAME and BPS_PASSWORD', async () => {
    const off = await createTestApp({ config: { BPS_USERNAME: undefined, BPS_PASSWORD: undefined } });
    try {
      const res = await off.app.inject({ method: 'POST', url: '/api/bps/BillInquiry', headers: { username: bank.username, password: bank.password }, payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('bill inquiry', () => {
  it('answers every kind of challan with its name, status, amounts and dates in the protocol widths', async () => {
    for (const c of [fixtures.clearance, fixtures.card, fixtures.transport]) {
      const answer = await bank.inquire(bank.numberOf(c.CHALLAN_ID));
      expect(answer).toMatchObject({ response_Code: '00', Bill_Status: 'U', Amount_Within_DueDate: `+${amountOf(c.BAL)}`, Amount_After_DueDate: `+${amountOf(c.BAL)}` });
      expect(answer.Consumer_Detail).toHaveLength(30);
      expect(answer.Due_Date).toBe(yyyymmdd(c.DUE_DT));
      expect(answer.Billing_Month).toMatch(/^\d{4}$/);
      expect(answer.Date_Paid).toBe(' '.repeat(8));
      expect(answer.Amount_Paid).toBe(' '.repeat(12));
      expect(answer.Tran_Auth_Id).toBe(' '.repeat(6));
    }
  });

  it('answers a paid challan as paid, an unknown number 01, a malformed one 04', async () => {
    const paid = await bank.inquire(bank.numberOf(fixtures.paidBefore.CHALLAN_ID));
    expect(paid).toMatchObject({ response_Code: '00', Bill_Status: 'P', Date_Paid: expect.stringMatching(/^\d{8}$/), Amount_Paid: String(30000).padStart(12, '0') });
    expect(await bank.inquire(bank.numberOf(999_999_999))).toEqual({ response_Code: '01', Reserved: '' });
    expect(await bank.inquire(consumerNumberOf('99999', fixtures.card.CHALLAN_ID))).toEqual({ response_Code: '01', Reserved: '' });
    for (const bad of ['123', 'abcdefghijklmnopqr', '', null, 42]) expect((await bank.inquire(bad as string)).response_Code).toBe('04');
  });
});

describe('bill payment', () => {
  it('pays a transport challan: 00 with our reference, the challan paid, one payment row, the ledger, audit naming the bank, the student notified', async () => {
    const c = fixtures.transport;
    const res = await bank.pay(bank.numberOf(c.CHALLAN_ID), { auth: '100001', amount: c.BAL * 100 });
    expect(res).toEqual({ response_Code: '00', Identification_Parameter: expect.stringMatching(/^BP\d{12}$/), Reserved: '' });
    expect(await challan(c.CHALLAN_ID)).toMatchObject({ PAID: c.BAL });
    const rows = await t.db.select().from(bankPayments).where(eq(bankPayments.CHALLAN_ID, c.CHALLAN_ID));
    expect(rows).toEqual([expect.objectContaining({ TRAN_AUTH_ID: '100001', AMOUNT_PAISA: c.BAL * 100, BANK_MNEMONIC: 'HBL', REFERENCE: res.Identification_Parameter })]);
    expect(await t.db.select().from(feeLedger).where(and(eq(feeLedger.KIND, 'paid'), eq(feeLedger.CH_NO, c.CHALLAN_ID)))).toHaveLength(1);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'transport_request'), eq(auditLog.ACTION, 'payment')));
    expect(entries.find((e) => (e.AFTER as { CHALLAN_ID: number }).CHALLAN_ID === c.CHALLAN_ID)).toMatchObject({ ACTOR_ID: null, ACTOR_NAME: 'Bank payment network (system)', AFTER: expect.objectContaining({ via: 'bank' }) });
    const notes = await t.db.select().from(notifications).where(eq(notifications.ACCOUNT_ID, fixtures.transportStudent.ID));
    expect(notes.some((n) => JSON.stringify(n).includes('paid'))).toBe(true);
    expect((await bank.inquire(bank.numberOf(c.CHALLAN_ID))).Tran_Auth_Id).toBe('100001');
  });

  it('pays a card challan: the card request moves past Fee Pending', async () => {
    const c = fixtures.card;
    expect((await bank.pay(bank.numberOf(c.CHALLAN_ID), { auth: '200001', amount: c.BAL * 100 })).response_Code).toBe('00');
    const [req] = await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, c.CARD_TRANS_ID!));
    expect(req.FEE_PAID_AT).not.toBeNull();
  });

  it('answers the same payment again as a duplicate (03) and changes nothing; any other payment on the paid bill is 04', async () => {
    const c = fixtures.card;
    const number = bank.numberOf(c.CHALLAN_ID);
    const again = await bank.pay(number, { auth: '200001', amount: c.BAL * 100 });
    expect(again.response_Code).toBe('03');
    expect(await t.db.select().from(bankPayments).where(eq(bankPayments.CHALLAN_ID, c.CHALLAN_ID))).toHaveLength(1);
    expect((await bank.pay(number, { auth: '200002', amount: c.BAL * 100 })).response_Code).toBe('04');
    expect((await bank.pay(number, { auth: '200001', amount: c.BAL * 100 + 100 })).response_Code).toBe('04');
    expect((await bank.pay(number, { auth: '200001', amount: c.BAL * 100, date: '20250101' })).response_Code).toBe('04');
    expect((await bank.pay(bank.numberOf(fixtures.paidBefore.CHALLAN_ID), { auth: '300001', amount: 30000 })).response_Code).toBe('04');
  });

  it('refuses a partial amount, a reused authorisation id and missing or malformed fields with 04, changing nothing', async () => {
    const c = fixtures.clearance;
    const number = bank.numberOf(c.CHALLAN_ID);
    expect((await bank.pay(number, { auth: '400001', amount: c.BAL * 100 - 100 })).response_Code).toBe('04');
    expect((await bank.pay(number, { auth: '100001', amount: c.BAL * 100 })).response_Code).toBe('04');
    const valid = { consumer_number: number, tran_auth_id: '400002', transaction_amount: amountOf(c.BAL), tran_date: today };
    for (const key of Object.keys(valid)) {
      const body: Record<string, unknown> = { ...valid };
      delete body[key];
      expect((await bank.call('BillPayment', body)).json().response_Code, key).toBe('04');
    }
    for (const bad of [{ tran_date: '20261332' }, { transaction_amount: '12' }, { tran_auth_id: '12 45!' }, { consumer_number: '12' }]) {
      expect((await bank.call('BillPayment', { ...valid, ...bad })).json().response_Code).toBe('04');
    }
    expect((await challan(c.CHALLAN_ID)).PAID).toBe(0);
  });

  it('answers 02 for a cancelled challan and for the challan of a withdrawn card request', async () => {
    const staffDelete = await t.app.inject({
      method: 'POST',
      url: '/api/clearance-requests/newChallan',
      headers: await t.auth(await buildStaff(t.db, 406)),
      payload: { T_ID: fixtures.clearance.T_ID, CHALLAN_TYPE: 1, BAL: 500, DUE_DT: new Date(Date.now() + 7 * 86400_000).toISOString().slice(0, 10) },
    });
    if (staffDelete.statusCode === 200) {
      const [fine] = await t.db.select().from(challans).where(and(eq(challans.T_ID, fixtures.clearance.T_ID!), eq(challans.BAL, 500)));
      const library = await buildStaff(t.db, 406);
      const del = await t.app.inject({ method: 'POST', url: '/api/clearance-requests/deleteChallan', headers: await t.auth(library), payload: { CHALLAN_ID: fine.CHALLAN_ID } });
      expect(del.statusCode, del.body).toBe(200);
      expect((await bank.inquire(bank.numberOf(fine.CHALLAN_ID))).response_Code).toBe('02');
      expect((await bank.pay(bank.numberOf(fine.CHALLAN_ID), { auth: '500001', amount: 50000 })).response_Code).toBe('02');
    }
    const withdrawn = await challansOfEveryKind(t);
    await t.db.update(cardRequests).set({ DELETED_AT: new Date() }).where(eq(cardRequests.TRANS_ID, withdrawn.card.CARD_TRANS_ID!));
    expect(await bank.inquire(bank.numberOf(withdrawn.card.CHALLAN_ID))).toMatchObject({ response_Code: '02', Bill_Status: 'B' });
    expect((await bank.pay(bank.numberOf(withdrawn.card.CHALLAN_ID), { auth: '500002', amount: withdrawn.card.BAL * 100 })).response_Code).toBe('02');
    expect((await challan(withdrawn.card.CHALLAN_ID)).PAID).toBe(0);
  });

  it('takes exactly one of ten simultaneous payments of one bill with different authorisation ids', async () => {
    const { transport: c } = await challansOfEveryKind(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => bank.pay(bank.numberOf(c.CHALLAN_ID), { auth: `6000${String(i).padStart(2, '0')}`, amount: c.BAL * 100 })));
    expect(answers.filter((a) => a.response_Code === '00')).toHaveLength(1);
    expect(answers.filter((a) => a.response_Code === '04')).toHaveLength(9);
    expect(await t.db.select().from(bankPayments).where(eq(bankPayments.CHALLAN_ID, c.CHALLAN_ID))).toHaveLength(1);
    expect(await t.db.select().from(feeLedger).where(and(eq(feeLedger.KIND, 'paid'), eq(feeLedger.CH_NO, c.CHALLAN_ID)))).toHaveLength(1);
  });

  it('answers any body with a response code and never a 5xx', async () => {
    const bodies = ['not json', '{"consumer_number":', '[]', 'null', '""', '{"consumer_number":{"$gt":""}}', JSON.stringify({ consumer_number: 'x'.repeat(10_000) }), ''];
    for (const url of ['BillInquiry', 'BillPayment']) {
      for (const payload of bodies) {
        const res = await t.app.inject({ method: 'POST', url: `/api/bps/${url}`, headers: { ...bank.headers, 'content-type': 'application/json' }, payload });
        expect(res.statusCode, `${url} ${payload.slice(0, 30)}`).toBeLessThan(500);
        expect(res.json().response_Code, payload.slice(0, 30)).toMatch(/^0[0-5]$/);
      }
      const form = await t.app.inject({ method: 'POST', url: `/api/bps/${url}`, headers: { ...bank.headers, 'content-type': 'text/plain' }, payload: 'x' });
      expect(form.json().response_Code).toBe('04');
    }
  });

  it('answers 05 (never a 5xx) when the payment cannot be recorded, and records nothing', async () => {
    const broken = await createTestApp({ adapters: { feeSystem: { ...t.app.adapters.feeSystem, recordPayments: async () => { throw new Error('ledger unreachable'); } } } });
    try {
      const f = await challansOfEveryKind(broken);
      const res = await testAggregator(broken).call('BillPayment', {
        consumer_number: testAggregator(broken).numberOf(f.card.CHALLAN_ID),
        tran_auth_id: '800001',
        transaction_amount: amountOf(f.card.BAL),
        tran_date: today,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ response_Code: '05', Reserved: '' });
      expect(await broken.db.select().from(bankPayments).where(eq(bankPayments.CHALLAN_ID, f.card.CHALLAN_ID))).toEqual([]);
      expect((await broken.db.select().from(challans).where(eq(challans.CHALLAN_ID, f.card.CHALLAN_ID)))[0].PAID).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('audits every answered call with the bank as the actor', async () => {
    const calls = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY, 'bank_call'));
    expect(calls.length).toBeGreaterThan(10);
    expect(new Set(calls.map((c) => c.ACTOR_NAME))).toEqual(new Set(['Bank payment network (system)']));
    expect(calls.some((c) => c.ACTION === 'payment' && (c.AFTER as { code: string }).code === '00')).toBe(true);
  });
});

describe('the consumer number where people pay', () => {
  it('is printed on every kind of challan PDF, in English and Urdu, as text', async () => {
    const f = await challansOfEveryKind(t);
    const downloads: [SessionUser, string, number][] = [
      [f.clearanceStudent, `/api/clearance-requests/downloadChallan/${f.clearance.CHALLAN_ID}?format=pdf`, f.clearance.CHALLAN_ID],
      [f.cardStudent, `/api/student/card-requests/${f.card.CARD_TRANS_ID}/challan`, f.card.CHALLAN_ID],
      [f.transportStudent, `/api/student/transport-requests/${f.transport.TRANSPORT_TRANS_ID}/challan`, f.transport.CHALLAN_ID],
    ];
    for (const [student, url, id] of downloads) {
      const res = await t.app.inject({ method: 'GET', url, headers: await t.auth(student) });
      expect(res.statusCode, url).toBe(200);
      const text = plain(await pdftotext(res.rawPayload));
      expect(text).toContain(`${PAY_AT_ANY_BANK.en} ${bank.numberOf(id)}`);
      expect(text).toContain('کنزیومر نمبر');
    }
  });

  it('is not printed when the bill-payment calls are off', async () => {
    const off = await createTestApp({ config: { BPS_USERNAME: undefined, BPS_PASSWORD: undefined } });
    try {
      const f = await challansOfEveryKind(off);
      const res = await off.app.inject({ method: 'GET', url: `/api/student/transport-requests/${f.transport.TRANSPORT_TRANS_ID}/challan`, headers: await off.auth(f.transportStudent) });
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(plain(await pdftotext(res.rawPayload))).not.toContain('1Bill');
    } finally {
      await off.close();
    }
  });
});

describe('the clearance request a challan held', () => {
  it("no longer counts the challan unpaid on the student's progress once the bank pays it", async () => {
    const c = fixtures.clearance;
    const progress = async () => (await t.app.inject({ method: 'GET', url: '/api/student/clearance-progress', headers: await t.auth(fixtures.clearanceStudent) })).json().data ?? {};
    const before = (await progress()).unpaidChallans;
    expect(before).toBeGreaterThan(0);
    expect((await bank.pay(bank.numberOf(c.CHALLAN_ID), { auth: '700001', amount: c.BAL * 100 })).response_Code).toBe('00');
    expect(await challan(c.CHALLAN_ID)).toMatchObject({ PAID: c.BAL });
    expect((await progress()).unpaidChallans).toBe(before - 1);
  });
});
