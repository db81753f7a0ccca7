import { BPS_CODE, DEPT, formatDateInput, type SessionUser, yyyymmdd } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankPayments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testAggregator, type TestAggregator } from '../../test/bank-aggregator.js';
import { challansOfEveryKind } from '../../test/challan-fixtures.js';
import { buildAdmin, buildStaff } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';

/**
 * What follows a bank payment for the people who look at it: the treasurer's settlement view (by day and by
 * bank, look-ups, export), the statement line that repeats it, and the administrator's "the bank last called".
 */
let t: TestApp;
let bank: TestAggregator;
let fixtures: Awaited<ReturnType<typeof challansOfEveryKind>>;
let treasurer: SessionUser;
let library: SessionUser;
let admin: SessionUser;
const today = formatDateInput(new Date());

const get = async (url: string, as: SessionUser | null) => {
  const res = await t.app.inject({ method: 'GET', url, headers: as ? await t.auth(as) : {} });
  return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : null, res };
};
const amountOf = (rupees: number) => String(rupees * 100).padStart(13, '0');
const pay = async (challanId: number, rupees: number, auth: string, mnemonic: string) =>
  (
    await bank.call('BillPayment', {
      consumer_number: bank.numberOf(challanId),
      tran_auth_id: auth,
      transaction_amount: amountOf(rupees),
      tran_date: yyyymmdd(new Date()),
      tran_time: '093000',
      bank_mnemonic: mnemonic,
    })
  ).json();

beforeAll(async () => {
  t = await createTestApp();
  bank = testAggregator(t);
  fixtures = await challansOfEveryKind(t);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  library = await buildStaff(t.db, 406);
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

describe('before any payment', () => {
  it('the jobs page says the bank has never called', async () => {
    const { status, body } = await get('/api/admin/jobs', admin);
    expect(status).toBe(200);
    expect(body.data.bank).toEqual({ enabled: true, lastCallAt: null, lastPaymentAt: null });
  });

  it('the student sees the consumer number beside every unpaid challan: clearance, card and transport', async () => {
    const progress = (await get('/api/student/clearance-progress', fixtures.clearanceStudent)).body.data;
    const unpaid = progress.challans.find((c: { CHALLAN_ID: number }) => c.CHALLAN_ID === fixtures.clearance.CHALLAN_ID);
    expect(unpaid.CONSUMER_NUMBER).toBe(bank.numberOf(fixtures.clearance.CHALLAN_ID));
    expect(unpaid.CONSUMER_NUMBER).toMatch(/^10101\d{13}$/);
    const paid = progress.challans.find((c: { CHALLAN_ID: number }) => c.CHALLAN_ID === fixtures.paidBefore.CHALLAN_ID);
    expect(paid.CONSUMER_NUMBER).toBeUndefined();
    const my = (await get('/api/clearance-requests/student/my', fixtures.clearanceStudent)).body.data;
    expect(my.challans.find((c: { CHALLAN_ID: number }) => c.CHALLAN_ID === fixtures.clearance.CHALLAN_ID).CONSUMER_NUMBER).toBe(bank.numberOf(fixtures.clearance.CHALLAN_ID));

    const cards = (await get('/api/student/card-requests', fixtures.cardStudent)).body.data;
    expect(cards.find((r: { TRANS_ID: number }) => r.TRANS_ID === fixtures.card.CARD_TRANS_ID).CONSUMER_NUMBER).toBe(bank.numberOf(fixtures.card.CHALLAN_ID));
    const one = (await get(`/api/student/card-requests/${fixtures.card.CARD_TRANS_ID}`, fixtures.cardStudent)).body.data;
    expect(one.CONSUMER_NUMBER).toBe(bank.numberOf(fixtures.card.CHALLAN_ID));
    const transport = (await get('/api/student/transport-requests', fixtures.transportStudent)).body;
    expect(transport.find((r: { TRANS_ID: number }) => r.TRANS_ID === fixtures.transport.TRANSPORT_TRANS_ID).CONSUMER_NUMBER).toBe(bank.numberOf(fixtures.transport.CHALLAN_ID));
  });
});

describe('GET /api/bank-payments', () => {
  const url = (q: Record<string, string> = {}) => `/api/bank-payments?${new URLSearchParams({ from: today, to: today, ...q })}`;

  beforeAll(async () => {
    expect((await pay(fixtures.clearance.CHALLAN_ID, fixtures.clearance.BAL, 'AUTH01', 'HBL')).response_Code).toBe(BPS_CODE.ok);
    expect((await pay(fixtures.card.CHALLAN_ID, fixtures.card.BAL, 'AUTH02', 'MCB')).response_Code).toBe(BPS_CODE.ok);
    expect((await pay(fixtures.transport.CHALLAN_ID, fixtures.transport.BAL, 'AUTH03', 'HBL')).response_Code).toBe(BPS_CODE.ok);
  });

  it('answers 401 without a session and 403 to anyone but the treasurer', async () => {
    expect((await get(url(), null)).status).toBe(401);
    for (const who of [library, admin, fixtures.clearanceStudent]) {
      expect((await get(url(), who)).status).toBe(403);
      expect((await get(`/api/bank-payments/export?from=${today}&to=${today}`, who)).status).toBe(403);
    }
    expect((await get(`/api/bank-payments/export?from=${today}&to=${today}`, null)).status).toBe(401);
  });

  it('refuses a missing or malformed day, a range backwards or longer than 93 days, and a bad page', async () => {
    for (const q of ['from=2026-01-01', 'from=yesterday&to=2026-01-01', 'from=2026-02-01&to=2026-01-01', 'from=2026-01-01&to=2026-04-04', `from=${today}&to=${today}&page=0`]) {
      const { status, body } = await get(`/api/bank-payments?${q}`, treasurer);
      expect(status, q).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await get('/api/bank-payments/export?from=2026-01-01&to=2026-04-04', treasurer)).status).toBe(400);
    expect((await get(`/api/bank-payments/export?from=${today}&to=${today}&format=pdf`, treasurer)).status).toBe(400);
  });

  it("lists the day's payments newest first with the challan and student, and totals by day and by bank", async () => {
    const { status, body } = await get(url(), treasurer);
    expect(status).toBe(200);
    const d = body.data;
    expect(d.rows.map((r: { TRAN_AUTH_ID: string }) => r.TRAN_AUTH_ID)).toEqual(['AUTH03', 'AUTH02', 'AUTH01']);
    expect(d.rows[2]).toMatchObject({
      CONSUMER_NUMBER: bank.numberOf(fixtures.clearance.CHALLAN_ID),
      CHALLAN_ID: fixtures.clearance.CHALLAN_ID,
      CHALLAN_NO: fixtures.clearance.CHALLAN_NO,
      AMOUNT: fixtures.clearance.BAL,
      BANK_MNEMONIC: 'HBL',
      TRAN_TIME: '093000',
      ROLLNO: expect.any(String),
    });
    expect(d.total).toBe(3);
    const all = fixtures.clearance.BAL + fixtures.card.BAL + fixtures.transport.BAL;
    expect(d.sum).toEqual({ count: 3, amount: all });
    expect(d.byDay).toEqual([{ day: today, count: 3, amount: all }]);
    expect(d.byBank).toContainEqual({ bank: 'HBL', count: 2, amount: fixtures.clearance.BAL + fixtures.transport.BAL });
    expect(d.byBank).toContainEqual({ bank: 'MCB', count: 1, amount: fixtures.card.BAL });
  });

  it('filters by bank (any case) and by day range; a later page is empty', async () => {
    const mcb = (await get(url({ bank: 'mcb' }), treasurer)).body.data;
    expect(mcb.rows.map((r: { TRAN_AUTH_ID: string }) => r.TRAN_AUTH_ID)).toEqual(['AUTH02']);
    expect(mcb.byBank).toEqual([{ bank: 'MCB', count: 1, amount: fixtures.card.BAL }]);
    const before = (await get(url({ from: '2026-01-01', to: '2026-01-31' }), treasurer)).body.data;
    expect(before).toMatchObject({ rows: [], total: 0, byDay: [], byBank: [], sum: { count: 0, amount: 0 } });
    const page2 = (await get(url({ page: '2' }), treasurer)).body.data;
    expect(page2.rows).toEqual([]);
    expect(page2.total).toBe(3);
  });

  it('looks a payment up by consumer number or authorisation id, across every day', async () => {
    const byNumber = (await get(url({ from: '2026-01-01', to: '2026-01-01', q: bank.numberOf(fixtures.card.CHALLAN_ID) }), treasurer)).body.data;
    expect(byNumber.rows.map((r: { TRAN_AUTH_ID: string }) => r.TRAN_AUTH_ID)).toEqual(['AUTH02']);
    expect(byNumber.total).toBe(1);
    const byAuth = (await get(url({ q: 'AUTH03' }), treasurer)).body.data;
    expect(byAuth.rows.map((r: { CHALLAN_ID: number }) => r.CHALLAN_ID)).toEqual([fixtures.transport.CHALLAN_ID]);
    for (const q of ['AUTH9Z', '123', bank.numberOf(fixtures.paidBefore.CHALLAN_ID)]) {
      expect((await get(url({ q }), treasurer)).body.data).toMatchObject({ rows: [], total: 0 });
    }
  });

  it('exports the same payments as CSV and as .xlsx', async () => {
    const csv = await get(`/api/bank-payments/export?from=${today}&to=${today}&bank=HBL`, treasurer);
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-type']).toContain('text/csv');
    expect(csv.res.headers['content-disposition']).toContain(`bank-payments-${today}-to-${today}-HBL.csv`);
    const lines = csv.res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Day received,Received at,Bank,Consumer number,Authorisation id,Bank date,Bank time,Amount (PKR),Challan,Roll number,Student,Our reference');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(bank.numberOf(fixtures.transport.CHALLAN_ID));
    const xlsx = await get(`/api/bank-payments/export?from=${today}&to=${today}&format=xlsx`, treasurer);
    expect(xlsx.status).toBe(200);
    expect(xlsx.res.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('after the bank paid', () => {
  it('a statement line for a challan the bank paid is already paid, through the bank; nothing is paid again', async () => {
    const statement = `Challan No,Amount,Date Paid\r\n${fixtures.clearance.CHALLAN_NO},${fixtures.clearance.BAL},${today}\r\n${fixtures.paidBefore.CHALLAN_ID},300,${today}\r\n`;
    const body = multipart({ commit: '1' }, { name: 'statement.csv', bytes: Buffer.from(statement) });
    const res = await t.app.inject({ method: 'POST', url: '/api/clearance-requests/challans/reconcile', headers: { ...body.headers, ...(await t.auth(treasurer)) }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.committed).toBe(0);
    expect(d.matched).toEqual([]);
    expect(d.alreadyPaid).toEqual([
      expect.objectContaining({ LINE: 2, CHALLAN_ID: fixtures.clearance.CHALLAN_NO, PAID_VIA_BANK: true }),
      expect.not.objectContaining({ PAID_VIA_BANK: expect.anything() }),
    ]);
    expect(await t.db.select().from(bankPayments).where(eq(bankPayments.CHALLAN_ID, fixtures.clearance.CHALLAN_ID))).toHaveLength(1);
  });

  it("the paid challans no longer carry a consumer number on the student's screens", async () => {
    const progress = (await get('/api/student/clearance-progress', fixtures.clearanceStudent)).body.data;
    const paid = progress.challans.find((c: { CHALLAN_ID: number }) => c.CHALLAN_ID === fixtures.clearance.CHALLAN_ID);
    expect(paid.PAID).toBe(fixtures.clearance.BAL);
    expect(paid.CONSUMER_NUMBER).toBeUndefined();
    const cards = (await get('/api/student/card-requests', fixtures.cardStudent)).body.data;
    expect(cards.every((r: { CONSUMER_NUMBER?: string }) => r.CONSUMER_NUMBER === undefined)).toBe(true);
  });

  it('the jobs page says when the bank last called and last paid', async () => {
    const bankState = (await get('/api/admin/jobs', admin)).body.data.bank;
    expect(bankState.enabled).toBe(true);
    expect(Date.now() - Date.parse(bankState.lastCallAt)).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(bankState.lastPaymentAt)).toBeLessThan(60_000);
  });
});

describe('with the bill-payment calls off', () => {
  it('shows no consumer number, and the jobs page says the calls are off', async () => {
    const off = await createTestApp({ config: { BPS_USERNAME: undefined, BPS_PASSWORD: undefined } });
    try {
      const f = await challansOfEveryKind(off);
      const progress = (await off.app.inject({ method: 'GET', url: '/api/student/clearance-progress', headers: await off.auth(f.clearanceStudent) })).json().data;
      expect(progress.challans.length).toBeGreaterThan(0);
      expect(progress.challans.every((c: { CONSUMER_NUMBER?: string }) => c.CONSUMER_NUMBER === undefined)).toBe(true);
      const transport = (await off.app.inject({ method: 'GET', url: '/api/student/transport-requests', headers: await off.auth(f.transportStudent) })).json();
      expect(transport[0].CONSUMER_NUMBER).toBeUndefined();
      const jobs = (await off.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: await off.auth(await buildAdmin(off.db)) })).json().data;
      expect(jobs.bank.enabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
