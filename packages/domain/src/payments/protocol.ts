import { z } from 'zod';

/**
 * The banks' bill-payment protocol (1LINK 1Bill and Kuickpay): every bank's app, internet banking, ATM and
 * branch pays a challan by its 18-digit consumer number through two calls the portal hosts, a bill inquiry
 * and a bill payment. Field names, widths and codes are the aggregators' own and must stay exactly so.
 */

/** Response codes. Inquiry: 00 found, 01 no such bill, 02 blocked, 04 invalid data or credentials, 05 processing error. Payment adds 03 duplicate. */
export const BPS_CODE = {
  ok: '00',
  notFound: '01',
  blocked: '02',
  duplicate: '03',
  invalid: '04',
  processingError: '05',
} as const;

/** Bill status in an inquiry's answer: unpaid, paid, blocked. */
export const BILL_STATUS = { unpaid: 'U', paid: 'P', blocked: 'B' } as const;

/** The aggregator's prefix (5 digits) and the challan's number padded to 13 digits. */
export const CONSUMER_PREFIX_DIGITS = 5;
const CHALLAN_DIGITS = 13;
export const CONSUMER_NUMBER_DIGITS = CONSUMER_PREFIX_DIGITS + CHALLAN_DIGITS;

/** The consumer number of a challan: the prefix and the challan number (CHALLAN_ID), 18 digits. */
export const consumerNumberOf = (prefix: string, challanId: number) => `${prefix}${String(challanId).padStart(CHALLAN_DIGITS, '0')}`;

/**
 * The challan a consumer number names: its number, `'malformed'` (not 18 digits), or `'unknown'` (another
 * biller's prefix, or no challan number in it).
 */
export function challanIdOf(prefix: string, consumerNumber: string): number | 'malformed' | 'unknown' {
  if (!new RegExp(`^\\d{${CONSUMER_NUMBER_DIGITS}}$`).test(consumerNumber)) return 'malformed';
  if (!consumerNumber.startsWith(prefix)) return 'unknown';
  const id = Number(consumerNumber.slice(CONSUMER_PREFIX_DIGITS));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 'unknown';
}

/** Pakistan Standard Time is UTC+5 all year (no daylight saving). */
const PKT_OFFSET_MS = 5 * 3600_000;
const pkt = (d: Date) => new Date(d.getTime() + PKT_OFFSET_MS);
const two = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDD of a moment, in Pakistan time. */
export const yyyymmdd = (d: Date) => {
  const p = pkt(d);
  return `${p.getUTCFullYear()}${two(p.getUTCMonth() + 1)}${two(p.getUTCDate())}`;
};
/** YYMM of a moment, in Pakistan time (the billing month). */
export const yymm = (d: Date) => yyyymmdd(d).slice(2, 6);

/** A whole-rupee amount in paisa, `+` and 13 digits (inquiry amounts). */
export const signedAmount = (rupees: number) => `+${String(rupees * 100).padStart(13, '0')}`;
/** A whole-rupee amount in paisa, 12 digits, no sign (the amount paid). */
export const paidAmount = (rupees: number) => String(rupees * 100).padStart(12, '0');

/** Text cut or padded with spaces to exactly `width` characters. */
export const fixedWidth = (text: string, width: number) => text.slice(0, width).padEnd(width, ' ');

/** Whether YYYYMMDD is a real calendar day. */
export function isCalendarDay(s: string): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * An inquiry's body. Every field is taken as given (any JSON): what is missing or malformed is answered
 * with code 04, never refused by validation, so no body goes without a response code.
 */
export const BillInquiryBodySchema = z.looseObject({
  consumer_number: z.unknown().optional(),
  bank_mnemonic: z.unknown().optional(),
  reserved: z.unknown().optional(),
});
export const BillPaymentBodySchema = z.looseObject({
  consumer_number: z.unknown().optional(),
  tran_auth_id: z.unknown().optional(),
  transaction_amount: z.unknown().optional(),
  tran_date: z.unknown().optional(),
  tran_time: z.unknown().optional(),
  bank_mnemonic: z.unknown().optional(),
  reserved: z.unknown().optional(),
});

/** A payment's fields once checked: 18-digit consumer number, 6-character authorisation id, 13-digit paisa amount, a real day. */
export interface BillPaymentRequest {
  consumerNumber: string;
  tranAuthId: string;
  /** Paisa. */
  amount: number;
  tranDate: string;
  tranTime: string | null;
  bankMnemonic: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

/** The payment's fields, or null when any is missing or malformed (answered with 04). */
export function readBillPayment(body: unknown): BillPaymentRequest | null {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const consumerNumber = text(b.consumer_number);
  const tranAuthId = text(b.tran_auth_id);
  const amount = text(b.transaction_amount);
  const tranDate = text(b.tran_date);
  if (!consumerNumber || !/^\d{18}$/.test(consumerNumber)) return null;
  if (!tranAuthId || !/^[A-Za-z0-9]{6}$/.test(tranAuthId)) return null;
  if (!amount || !/^\d{13}$/.test(amount)) return null;
  if (!tranDate || !isCalendarDay(tranDate)) return null;
  const tranTime = text(b.tran_time);
  return { consumerNumber, tranAuthId, amount: Number(amount), tranDate, tranTime: tranTime && /^\d{6}$/.test(tranTime) ? tranTime : null, bankMnemonic: mnemonicOf(b) };
}

/** The consumer number of an inquiry, or null when missing. */
export const readInquiryNumber = (body: unknown) => text(((body && typeof body === 'object' ? body : {}) as Record<string, unknown>).consumer_number);

/** The paying bank's short name, when given (kept for the settlement view). */
export function mnemonicOf(body: unknown): string | null {
  const m = text(((body && typeof body === 'object' ? body : {}) as Record<string, unknown>).bank_mnemonic);
  return m ? m.slice(0, 16) : null;
}

export const BillInquiryAnswerSchema = z.object({
  response_Code: z.string(),
  Consumer_Detail: z.string().optional(),
  Bill_Status: z.string().optional(),
  Due_Date: z.string().optional(),
  Amount_Within_DueDate: z.string().optional(),
  Amount_After_DueDate: z.string().optional(),
  Billing_Month: z.string().optional(),
  Date_Paid: z.string().optional(),
  Amount_Paid: z.string().optional(),
  Tran_Auth_Id: z.string().optional(),
  Reserved: z.string().optional(),
});
export type BillInquiryAnswer = z.infer<typeof BillInquiryAnswerSchema>;

export const BillPaymentAnswerSchema = z.object({
  response_Code: z.string(),
  Identification_Parameter: z.string().optional(),
  Reserved: z.string().optional(),
});
export type BillPaymentAnswer = z.infer<typeof BillPaymentAnswerSchema>;
