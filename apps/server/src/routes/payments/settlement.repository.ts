import { BANK_PAYMENTS_PAGE_SIZE, type BankPaymentRow, type BankPaymentsAnswer, type BankPaymentsQuery, CONSUMER_PREFIX_DIGITS, lookupOf, pktDayEnd, pktDayStart } from '@portal/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankPayments, challans, students } from '../../db/schema/index.js';
import { listTotal, matchesUpToCap } from '../../lib/list-total.js';

/**
 * What the query selects: a look-up by consumer number (through the challan's number, unique) or by
 * authorisation id (indexed), across every day; otherwise the day range (the received-at index) and the bank.
 * Null when the look-up names nothing a payment can have.
 */
function whereOf(q: BankPaymentsQuery): SQL | null {
  if (q.q) {
    const lookup = lookupOf(q.q);
    if (!lookup) return null;
    if ('tranAuthId' in lookup) return eq(bankPayments.TRAN_AUTH_ID, lookup.tranAuthId);
    const challanId = Number(lookup.consumerNumber.slice(CONSUMER_PREFIX_DIGITS));
    if (!Number.isSafeInteger(challanId) || challanId < 1 || challanId > 2_147_483_647) return null;
    return and(eq(bankPayments.CHALLAN_ID, challanId), eq(bankPayments.CONSUMER_NUMBER, lookup.consumerNumber))!;
  }
  const range = and(gte(bankPayments.RECEIVED_AT, new Date(pktDayStart(q.from))), lt(bankPayments.RECEIVED_AT, new Date(pktDayEnd(q.to))))!;
  return q.bank ? and(range, eq(bankPayments.BANK_MNEMONIC, q.bank))! : range;
}

/** Payments newest first (the received-at index's order), with the challan's number and its student when they still exist. */
export async function bankPaymentRows(db: DbOrTx, where: SQL, limit: number, offset: number): Promise<BankPaymentRow[]> {
  const rows = await db
    .select({ p: bankPayments, CHALLAN_NO: challans.CHALLAN_NO, ROLLNO: students.ROLNO, STD_NAME: students.NM })
    .from(bankPayments)
    .leftJoin(challans, eq(challans.CHALLAN_ID, bankPayments.CHALLAN_ID))
    .leftJoin(students, eq(students.ID, challans.STUDENT_ID))
    .where(where)
    .orderBy(desc(bankPayments.RECEIVED_AT), desc(bankPayments.ID))
    .limit(limit)
    .offset(offset);
  return rows.map(({ p, CHALLAN_NO, ROLLNO, STD_NAME }) => ({
    ID: p.ID,
    RECEIVED_AT: p.RECEIVED_AT.toISOString(),
    CONSUMER_NUMBER: p.CONSUMER_NUMBER,
    CHALLAN_ID: p.CHALLAN_ID,
    CHALLAN_NO: CHALLAN_NO ?? null,
    ROLLNO: ROLLNO ?? null,
    STD_NAME: STD_NAME ?? null,
    AMOUNT: p.AMOUNT_PAISA / 100,
    BANK_MNEMONIC: p.BANK_MNEMONIC,
    TRAN_AUTH_ID: p.TRAN_AUTH_ID,
    TRAN_DATE: p.TRAN_DATE,
    TRAN_TIME: p.TRAN_TIME,
    REFERENCE: p.REFERENCE,
  }));
}

/** The Pakistan-time day a payment was received (UTC+5 all year). */
const dayReceived = sql<string>`to_char((${bankPayments.RECEIVED_AT} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;
const count = sql<string>`count(*)`;
const paisa = sql<string>`coalesce(sum(${bankPayments.AMOUNT_PAISA}), 0)`;

/** The range's totals by day (newest first) and by bank (largest first): the range is at most SETTLEMENT_MAX_DAYS. */
async function totalsOf(db: DbOrTx, where: SQL) {
  const [days, banks] = await Promise.all([
    db.select({ day: dayReceived, n: count, paisa }).from(bankPayments).where(where).groupBy(dayReceived).orderBy(desc(dayReceived)),
    db
      .select({ bank: bankPayments.BANK_MNEMONIC, n: count, paisa })
      .from(bankPayments)
      .where(where)
      .groupBy(bankPayments.BANK_MNEMONIC)
      .orderBy(desc(paisa), bankPayments.BANK_MNEMONIC),
  ]);
  const of = (r: { n: string; paisa: string }) => ({ count: Number(r.n), amount: Number(r.paisa) / 100 });
  const byDay = days.map((d) => ({ day: d.day, ...of(d) }));
  const byBank = banks.map((b) => ({ bank: b.bank, ...of(b) }));
  const sum = byDay.reduce((s, d) => ({ count: s.count + d.count, amount: s.amount + d.amount }), { count: 0, amount: 0 });
  return { byDay, byBank, sum };
}

/**
 * One page of bank payments with the range's totals. A range's total is the sum of its days' counts (the
 * range is bounded); a look-up's matches are counted up to the lists' cap.
 */
export async function settlementPage(db: DbOrTx, q: BankPaymentsQuery): Promise<BankPaymentsAnswer> {
  const none = { rows: [], total: 0, byDay: [], byBank: [], sum: { count: 0, amount: 0 } };
  const where = whereOf(q);
  if (!where) return none;
  const window = { limit: BANK_PAYMENTS_PAGE_SIZE, offset: (q.page - 1) * BANK_PAYMENTS_PAGE_SIZE };
  const rows = bankPaymentRows(db, where, window.limit, window.offset);
  if (q.q) {
    const total = listTotal(db, matchesUpToCap(db, db.select({ one: sql`1`.as('one') }).from(bankPayments).where(where), window));
    return { ...none, rows: await rows, ...(await total) };
  }
  const totals = await totalsOf(db, where);
  return { rows: await rows, total: totals.sum.count, ...totals };
}

/** Every payment the query selects, newest first, up to `cap`. */
export async function settlementExportRows(db: DbOrTx, q: BankPaymentsQuery, cap: number): Promise<BankPaymentRow[]> {
  const where = whereOf(q);
  return where ? bankPaymentRows(db, where, cap, 0) : [];
}
