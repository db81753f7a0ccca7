import {
  BILL_STATUS,
  BPS_CODE,
  type BillInquiryAnswer,
  type BillPaymentAnswer,
  challanIdOf,
  consumerNumberOf,
  fixedWidth,
  paidAmount,
  readBillPayment,
  readInquiryNumber,
  signedAmount,
  type SystemActor,
  yymm,
  yyyymmdd,
} from '@portal/domain';
import type { FeeSystem } from '../../adapters/fee-system/index.js';
import type { Db } from '../../db/client.js';
import { bankPayments } from '../../db/schema/index.js';
import { markChallansPaid } from '../challans/challan-records.js';
import { authorisationUsed, type Bill, findBill, findCancelledChallan } from './bill-payment.repository.js';

const NAME_WIDTH = 30;
const blank = (n: number) => ' '.repeat(n);

/** Our payment reference, answered to the bank: one per challan, since a challan is paid once. */
const referenceOf = (challanId: number) => `BP${String(challanId).padStart(12, '0')}`;

function inquiryOf(code: string, bill: { name: string; bal: number; due: Date; issued: Date }, status: string, paid?: { at: Date; amount: number; auth: string | null }): BillInquiryAnswer {
  return {
    response_Code: code,
    Consumer_Detail: fixedWidth(bill.name, NAME_WIDTH),
    Bill_Status: status,
    Due_Date: yyyymmdd(bill.due),
    Amount_Within_DueDate: signedAmount(bill.bal),
    // No late fee: the amount after the due date is the same.
    Amount_After_DueDate: signedAmount(bill.bal),
    Billing_Month: yymm(bill.issued),
    Date_Paid: paid ? yyyymmdd(paid.at) : blank(8),
    Amount_Paid: paid ? paidAmount(paid.amount) : blank(12),
    Tran_Auth_Id: paid?.auth ? fixedWidth(paid.auth, 6) : blank(6),
    Reserved: '',
  };
}

const only = (code: string): BillInquiryAnswer & BillPaymentAnswer => ({ response_Code: code, Reserved: '' });

/** The bill as an inquiry answers it: unpaid, paid (with the bank's authorisation when the bank paid), or blocked. */
function answerBill(bill: Bill): BillInquiryAnswer {
  const { challan: c } = bill;
  const facts = { name: bill.student.NM, bal: c.BAL, due: c.DUE_DT, issued: c.CREATED_AT };
  if (c.PAID) return inquiryOf(BPS_CODE.ok, facts, BILL_STATUS.paid, { at: c.PAID_AT ?? c.CREATED_AT, amount: c.PAID, auth: bill.payment?.TRAN_AUTH_ID ?? null });
  if (bill.withdrawn) return inquiryOf(BPS_CODE.blocked, facts, BILL_STATUS.blocked);
  return inquiryOf(BPS_CODE.ok, facts, BILL_STATUS.unpaid);
}

/**
 * Bill inquiry: what the bank shows the payer before they pay. 00 with the bill (unpaid or paid), 01 no
 * such consumer number, 02 blocked (a cancelled challan, a withdrawn request), 04 a malformed number.
 */
export async function billInquiry(db: Db, prefix: string, body: unknown): Promise<BillInquiryAnswer> {
  const number = readInquiryNumber(body);
  const id = number ? challanIdOf(prefix, number) : 'malformed';
  if (id === 'malformed') return only(BPS_CODE.invalid);
  if (id === 'unknown') return only(BPS_CODE.notFound);
  const bill = await findBill(db, id);
  if (bill) return answerBill(bill);
  const cancelled = await findCancelledChallan(db, id);
  if (!cancelled) return only(BPS_CODE.notFound);
  return inquiryOf(BPS_CODE.blocked, { name: cancelled.NM, bal: cancelled.c.BAL, due: cancelled.c.DUE_DT, issued: cancelled.c.CANCELLED_AT }, BILL_STATUS.blocked);
}

/**
 * Bill payment: the bank says the payer paid. Only the full amount of an unpaid, unblocked bill is taken
 * (00), through the one payment path every other payment takes (the challan, the fee ledger, the card
 * request's fee, the audit entry naming the bank, the student's notification), in one transaction that
 * commits before the answer. The same payment sent again (consumer number, authorisation id, amount and
 * date all equal) is a duplicate (03) and changes nothing; any other payment on a paid bill, a partial
 * amount, or an authorisation id the bank already used that day for something else is 04.
 */
export async function billPayment(db: Db, fee: FeeSystem, bank: SystemActor, prefix: string, body: unknown): Promise<BillPaymentAnswer> {
  const p = readBillPayment(body);
  if (!p) return only(BPS_CODE.invalid);
  const id = challanIdOf(prefix, p.consumerNumber);
  if (id === 'malformed') return only(BPS_CODE.invalid);
  if (id === 'unknown') return only(BPS_CODE.notFound);
  return db.transaction(async (tx) => {
    const bill = await findBill(tx, id, true);
    if (!bill) return only((await findCancelledChallan(tx, id)) ? BPS_CODE.blocked : BPS_CODE.notFound);
    const earlier = bill.payment;
    if (earlier) {
      const same = earlier.TRAN_AUTH_ID === p.tranAuthId && earlier.AMOUNT_PAISA === p.amount && earlier.TRAN_DATE === p.tranDate;
      return same ? { response_Code: BPS_CODE.duplicate, Identification_Parameter: earlier.REFERENCE, Reserved: '' } : only(BPS_CODE.invalid);
    }
    if (bill.withdrawn) return only(BPS_CODE.blocked);
    if (bill.challan.PAID || p.amount !== bill.challan.BAL * 100) return only(BPS_CODE.invalid);
    if (await authorisationUsed(tx, p.tranAuthId, p.tranDate)) return only(BPS_CODE.invalid);
    const reference = referenceOf(id);
    await tx.insert(bankPayments).values({
      CHALLAN_ID: id,
      CONSUMER_NUMBER: consumerNumberOf(prefix, id),
      AMOUNT_PAISA: p.amount,
      BANK_MNEMONIC: p.bankMnemonic,
      TRAN_AUTH_ID: p.tranAuthId,
      TRAN_DATE: p.tranDate,
      TRAN_TIME: p.tranTime,
      REFERENCE: reference,
    });
    await markChallansPaid(tx, bank, fee, [{ challan: bill.challan, student: bill.student, paidAt: new Date() }], 'bank');
    return { response_Code: BPS_CODE.ok, Identification_Parameter: reference, Reserved: '' };
  });
}
