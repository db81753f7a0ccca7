import { addDays, CLEARANCE_MSG, DEPT, formatDate, formatDateInput, RECONCILE_MSG, type SessionUser, } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardRequests, challans, feeLedger } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, } from '../../test/factories.js';
import { challansOfEveryKind } from '../../test/challan-fixtures.js';
import { multipart, PNG_BYTES } from '../../test/multipart.js';

/**
 * Every challan is a stored record (clearance, card, transport), verifiable, and
 * the treasurer pays them from a bank statement (CSV or .xlsx) through the one payment path.
 */
let t: TestApp;
let treasurer: SessionUser;
let library: SessionUser;
let cardOffice: SessionUser;
let studentUser: SessionUser;
/** A clearance challan (the card challan of a clearance request), a card challan, a transport challan, a paid challan. */
let clearance: typeof challans.$inferSelect;
let card: typeof challans.$inferSelect;
let transport: typeof challans.$inferSelect;
let paidBefore: typeof challans.$inferSelect;
let transportStudent: SessionUser;

const URL = '/api/clearance-requests/challans/reconcile';
const today = formatDateInput(new Date());
const yesterday = formatDateInput(addDays(new Date(), -1));

async function reconcile(user: SessionUser | null, file: { name: string; bytes: Buffer } | null, fields: Record<string, string> = { commit: '0' }) {
  const body = multipart(fields, file ?? undefined);
  const res = await t.app.inject({ method: 'POST', url: URL, headers: { ...body.headers, ...(user ? await t.auth(user) : {}) }, payload: body.payload });
  return { status: res.statusCode, body: res.json() };
}
const csv = (text: string) => ({ name: 'statement.csv', bytes: Buffer.from(text) });
const challanById = async (id: number) => (await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, id)))[0];
const ledgerCount = async () => (await t.db.select().from(feeLedger).where(eq(feeLedger.KIND, 'paid'))).length;

beforeAll(async () => {
  t = await createTestApp();
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  library = await buildStaff(t.db, 406);
  cardOffice = await buildStaff(t.db, DEPT.CARD_OFFICE);

  ({ clearance, card, transport, paidBefore, clearanceStudent: studentUser, transportStudent } = await challansOfEveryKind(t));
});
afterAll(() => t.close());

describe('one record for every challan', () => {
  it('stores the card and transport challans with their numbers, amounts, due dates and student', () => {
    expect(clearance).toMatchObject({ KIND: 'clearance', CHALLAN_NO: String(clearance.CHALLAN_ID) });
    expect(card).toMatchObject({ KIND: 'card', CHALLAN_NO: `CARD-${card.CARD_TRANS_ID}`, D_ID: DEPT.CARD_OFFICE, PAID: 0 });
    expect(card.BAL).toBeGreaterThan(0);
    expect(transport).toMatchObject({ KIND: 'transport', CHALLAN_NO: `TR-${transport.TRANSPORT_TRANS_ID}`, BAL: 18_000, D_ID: DEPT.TRANSPORT, PAID: 0 });
    expect(formatDateInput(transport.DUE_DT)).toBe(formatDateInput(addDays(new Date(), 10)));
  });

  it('prints the transport challan from its record: the same due date and code at every download', async () => {
    // The record was issued earlier: its due date stays even when printed again later.
    const issued = addDays(new Date(), -4);
    await t.db.update(challans).set({ DUE_DT: addDays(issued, 10), CREATED_AT: issued }).where(eq(challans.CHALLAN_ID, transport.CHALLAN_ID));
    const [tr] = await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, transport.CHALLAN_ID));
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/student/transport-requests/${tr.TRANSPORT_TRANS_ID}/challan`, headers: await t.auth(transportStudent) });
      expect(res.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
      expect(text).toContain(tr.CHALLAN_NO);
      expect(text).toContain(tr.VERIFY_CODE);
      expect(text).toContain(formatDate(addDays(issued, 10)));
      expect(text).not.toContain(formatDate(addDays(new Date(), 10)));
    }
    expect(await t.db.select().from(challans).where(eq(challans.TRANSPORT_TRANS_ID, tr.TRANSPORT_TRANS_ID!))).toHaveLength(1);
  });

  it('prints the card challan from its record, with its verification code', async () => {
    const [req] = await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, card.CARD_TRANS_ID!));
    const res = await t.app.inject({ method: 'GET', url: `/api/student/card-requests/${req.TRANS_ID}/challan`, headers: await t.auth(cardOffice) });
    expect(res.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    expect(text).toContain(card.CHALLAN_NO);
    expect(text).toContain(card.VERIFY_CODE);
  });

  it('verifies card and transport challans at /verify/{code} (public); an unknown code is not found', async () => {
    for (const c of [card, transport]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/verify/${c.VERIFY_CODE.toLowerCase()}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ genuine: true, kind: 'Bank Challan', reference: `Challan ${c.CHALLAN_NO}`, BAL: c.BAL, status: 'Unpaid', DES: c.DES });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${card.VERIFY_CODE}` })).json().data.challanKind).toBe('Student card challan');
    const none = await t.app.inject({ method: 'GET', url: '/api/verify/NOSUCHCODE99' });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe(CLEARANCE_MSG.verifyNotFound);
  });
});

describe('POST /api/clearance-requests/challans/reconcile', () => {
  const statement = () =>
    [
      'Challan No,Amount,Date Paid,Branch',
      `${clearance.CHALLAN_ID},"${clearance.BAL.toLocaleString('en-US')}",${yesterday},Mall Road`,
      `card-${card.CARD_TRANS_ID},PKR ${card.BAL},${yesterday.split('-').reverse().join('/')},Mall Road`,
      `${transport.CHALLAN_NO},17000,${yesterday},Anarkali`,
      '',
      `${paidBefore.CHALLAN_ID},300,${yesterday},Anarkali`,
      `999999,500,${yesterday},Anarkali`,
      `00${clearance.CHALLAN_ID},${clearance.BAL},${today},Anarkali`,
    ].join('\r\n');

  it('401 anonymous; 403 students and every office but the treasurer', async () => {
    expect((await reconcile(null, csv(statement()))).status).toBe(401);
    for (const who of [studentUser, library, cardOffice]) expect((await reconcile(who, csv(statement()))).status).toBe(403);
  });

  it('refuses bad input with a clear message, changing nothing', async () => {
    const before = await ledgerCount();
    const cases: [Record<string, string>, { name: string; bytes: Buffer } | null, string][] = [
      [{ commit: '0' }, null, RECONCILE_MSG.noFile],
      [{ commit: '2' }, csv(statement()), RECONCILE_MSG.badCommit],
      [{ commit: '1' }, { name: 'photo.png', bytes: PNG_BYTES }, RECONCILE_MSG.wrongType],
      [{ commit: '1' }, { name: 'statement.xlsx', bytes: Buffer.from('not a workbook') }, RECONCILE_MSG.unreadable],
      [{ commit: '1' }, csv('Challan No,Amount,Date Paid\r\n'), RECONCILE_MSG.empty],
      [{ commit: '1' }, csv(`Challan No,Amount,Date Paid\r\n${clearance.CHALLAN_ID},12.5,${yesterday}`), RECONCILE_MSG.badAmount(2, '12.5')],
      [{ commit: '1' }, csv(`Challan No,Amount,Date Paid\r\n${clearance.CHALLAN_ID},100,31-02-2026`), RECONCILE_MSG.badDate(2, '31-02-2026')],
      [{ commit: '1' }, csv(`Challan No,Amount,Date Paid\r\n${clearance.CHALLAN_ID},100,2999-01-01`), RECONCILE_MSG.futureDate(2, '2999-01-01')],
      [{ commit: '1', amountColumn: 'Credit' }, csv(statement()), RECONCILE_MSG.columnNotFound('Credit')],
    ];
    for (const [fields, file, msg] of cases) {
      const r = await reconcile(treasurer, file, fields);
      expect(r.status, msg).toBe(400);
      expect(r.body).toMatchObject({ success: false, msg });
    }
    expect(await ledgerCount()).toBe(before);
    expect((await challanById(clearance.CHALLAN_ID)).PAID).toBe(0);
  });

  it('unknown header names: 400 with the headers, then the columns mapped on screen', async () => {
    const file = csv(`Ref;Amt;When\r\n${paidBefore.CHALLAN_ID};300;${yesterday}\r\n`);
    const r = await reconcile(treasurer, file);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ msg: RECONCILE_MSG.columnsMissing, data: { headers: ['Ref', 'Amt', 'When'], missing: ['challan', 'amount', 'date'] } });
    const mapped = await reconcile(treasurer, file, { commit: '0', challanColumn: 'Ref', amountColumn: 'Amt', dateColumn: 'When' });
    expect(mapped.status).toBe(200);
    expect(mapped.body.data.alreadyPaid).toEqual([expect.objectContaining({ LINE: 2, CHALLAN_ID: String(paidBefore.CHALLAN_ID), PAID_AT: '2026-01-05' })]);
  });

  it('previews every kind of line (CSV) without recording anything', async () => {
    const before = await ledgerCount();
    const r = await reconcile(treasurer, csv(statement()));
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(r.body.msg).toBe(RECONCILE_MSG.previewed);
    expect(d.committed).toBe(0);
    expect(d.headers).toEqual(['Challan No', 'Amount', 'Date Paid', 'Branch']);
    expect(d.matched).toEqual([
      expect.objectContaining({ LINE: 2, CHALLAN_ID: String(clearance.CHALLAN_ID), AMOUNT: clearance.BAL, DATE_PAID: yesterday, KIND: 'clearance', BAL: clearance.BAL }),
      expect.objectContaining({ LINE: 3, CHALLAN_ID: `card-${card.CARD_TRANS_ID}`, AMOUNT: card.BAL, DATE_PAID: yesterday, KIND: 'card' }),
    ]);
    expect(d.amountDiffers).toEqual([expect.objectContaining({ LINE: 4, CHALLAN_ID: transport.CHALLAN_NO, AMOUNT: 17_000, BAL: 18_000, KIND: 'transport' })]);
    expect(d.alreadyPaid).toEqual([expect.objectContaining({ LINE: 6, CHALLAN_ID: String(paidBefore.CHALLAN_ID), PAID_AT: '2026-01-05' })]);
    expect(d.unknown).toEqual([{ LINE: 7, CHALLAN_ID: '999999', AMOUNT: 500, DATE_PAID: yesterday }]);
    expect(d.duplicate).toEqual([expect.objectContaining({ LINE: 8, CHALLAN_ID: `00${clearance.CHALLAN_ID}`, FIRST_LINE: 2 })]);
    expect(await ledgerCount()).toBe(before);
    expect((await challanById(clearance.CHALLAN_ID)).PAID).toBe(0);
  });

  it('commits the matched lines on the statement dates, audited; importing again changes nothing', async () => {
    const before = await ledgerCount();
    const r = await reconcile(treasurer, csv(statement()), { commit: '1' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, msg: RECONCILE_MSG.committed(2), data: { committed: 2 } });
    const c1 = await challanById(clearance.CHALLAN_ID);
    const c2 = await challanById(card.CHALLAN_ID);
    expect(c1).toMatchObject({ PAID: clearance.BAL });
    expect(formatDateInput(c1.PAID_AT!)).toBe(yesterday);
    expect(c2).toMatchObject({ PAID: card.BAL });
    expect(formatDateInput(c2.PAID_AT!)).toBe(yesterday);
    expect((await challanById(transport.CHALLAN_ID)).PAID).toBe(0);
    expect(await ledgerCount()).toBe(before + 2);
    const [cardReq] = await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, card.CARD_TRANS_ID!));
    expect(formatDateInput(cardReq.FEE_PAID_AT!)).toBe(yesterday);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.ACTION, 'payment'), eq(auditLog.ACTOR_ID, treasurer.ID)));
    expect(audits.map((a) => a.ENTITY).sort()).toEqual(['card_request', 'challan']);
    expect(audits.every((a) => (a.AFTER as { via: string }).via === 'reconciliation')).toBe(true);

    const again = await reconcile(treasurer, csv(statement()), { commit: '1' });
    expect(again.body).toMatchObject({ success: true, msg: RECONCILE_MSG.nothingToCommit, data: { committed: 0, matched: [] } });
    expect(again.body.data.alreadyPaid.map((e: { LINE: number }) => e.LINE)).toEqual([2, 3, 6]);
    expect(await ledgerCount()).toBe(before + 2);
    expect((await challanById(card.CHALLAN_ID)).PAID_AT).toEqual(c2.PAID_AT);
  });

  it('reads a real .xlsx statement (date and number cells, bank header names) and pays the transport challan', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Statement');
    ws.addRow(['Bank of Punjab — collections']);
    ws.addRow([]);
    ws.addRow(['Value Date', 'Voucher No', 'Credit']);
    const paidOn = addDays(new Date(), -2);
    ws.addRow([new Date(Date.UTC(paidOn.getFullYear(), paidOn.getMonth(), paidOn.getDate())), transport.CHALLAN_NO, 18_000]);
    ws.addRow([new Date(Date.UTC(2026, 0, 2)), 123456789, 250]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const file = { name: 'statement.xlsx', bytes };
    // The first non-empty row is the header: here the title line, so the columns are mapped.
    const r0 = await reconcile(treasurer, file);
    expect(r0.status).toBe(400);
    expect(r0.body.data.headers).toEqual(['Bank of Punjab — collections']);

    ws.spliceRows(1, 2);
    const file2 = { name: 'statement.xlsx', bytes: Buffer.from(await wb.xlsx.writeBuffer()) };
    const preview = await reconcile(treasurer, file2);
    expect(preview.status).toBe(200);
    expect(preview.body.data.matched).toEqual([expect.objectContaining({ LINE: 2, CHALLAN_ID: transport.CHALLAN_NO, AMOUNT: 18_000, DATE_PAID: formatDateInput(paidOn), KIND: 'transport' })]);
    expect(preview.body.data.unknown).toEqual([expect.objectContaining({ LINE: 3, CHALLAN_ID: '123456789', DATE_PAID: '2026-01-02' })]);
    const done = await reconcile(treasurer, file2, { commit: '1' });
    expect(done.body.data.committed).toBe(1);
    const paid = await challanById(transport.CHALLAN_ID);
    expect(paid.PAID).toBe(18_000);
    expect(formatDateInput(paid.PAID_AT!)).toBe(formatDateInput(paidOn));
    const v = await t.app.inject({ method: 'GET', url: `/api/verify/${transport.VERIFY_CODE}` });
    expect(v.json().data).toMatchObject({ status: 'Paid', approved: true });
  });

  it('the HTTP fee system reports payments itself: reconciliation is refused', async () => {
    const other = await createTestApp({ config: { FEE_SYSTEM: 'http', FEE_SYSTEM_URL: 'http://127.0.0.1:9' } });
    try {
      const who = await buildStaff(other.db, DEPT.TREASURER);
      const body = multipart({ commit: '0' }, csv(statement()));
      const res = await other.app.inject({ method: 'POST', url: URL, headers: { ...body.headers, ...(await other.auth(who)) }, payload: body.payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(CLEARANCE_MSG.paymentNotSupported);
    } finally {
      await other.close();
    }
  });
});
