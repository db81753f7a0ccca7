import { z } from 'zod';
import { AUDIT_MSG } from '../admin/messages.js';
import { RECONCILE_MSG } from '../challans/messages.js';
import { MAX_ID, wholeNumberSchema } from '../ids.js';
import { MSG } from '../messages.js';
import type { CsvColumn } from '../spreadsheet.js';

/**
 * The treasurer's settlement view of the payments received through the banks' bill-payment network: by day
 * (the day received, Pakistan time) and by bank, to match the aggregator's daily settlement file.
 */

/** Rows of one page of bank payments. */
export const BANK_PAYMENTS_PAGE_SIZE = 50;
/** The longest day range shown (and totalled) at once. */
export const SETTLEMENT_MAX_DAYS = 93;
/** Days shown when the screen opens: today and the six before it. */
export const SETTLEMENT_DEFAULT_DAYS = 7;

const day = z.iso.date({ error: AUDIT_MSG.badDate });
const dayDiff = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * `GET /api/bank-payments` (and its export): a day range (both days included, Pakistan time, at most
 * SETTLEMENT_MAX_DAYS), an optional bank mnemonic, and an optional look-up (`q`: an 18-digit consumer number
 * or a 6-character authorisation id), which searches every day and ignores the range.
 */
const queryFields = {
    from: day,
    to: day,
    bank: z
      .string()
      .trim()
      .max(16, AUDIT_MSG.tooLong)
      .optional()
      .transform((v) => (v ? v.toUpperCase() : undefined)),
    q: z
      .string()
      .trim()
      .max(18, AUDIT_MSG.tooLong)
      .optional()
      .transform((v) => v || undefined),
    page: wholeNumberSchema({ min: 1, max: MAX_ID, message: MSG.badPage }).default(1),
};
const rangeRules = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { message: AUDIT_MSG.fromAfterTo, path: ['from'] })
    .refine((q) => dayDiff(q.from, q.to) < SETTLEMENT_MAX_DAYS, { message: RECONCILE_MSG.settlementRange, path: ['to'] });
export const BankPaymentsQuerySchema = rangeRules(z.object(queryFields));
export type BankPaymentsQuery = z.infer<typeof BankPaymentsQuerySchema>;

/** What a look-up names: a consumer number (18 digits), an authorisation id (6 letters or digits), or nothing found. */
export function lookupOf(q: string): { consumerNumber: string } | { tranAuthId: string } | null {
  if (/^\d{18}$/.test(q)) return { consumerNumber: q };
  if (/^[A-Za-z0-9]{6}$/.test(q)) return { tranAuthId: q };
  return null;
}

export const BankPaymentRowSchema = z.object({
  ID: z.number().int(),
  /** When the portal received the payment (ISO). */
  RECEIVED_AT: z.string(),
  CONSUMER_NUMBER: z.string(),
  CHALLAN_ID: z.number().int(),
  /** The challan's printed number (CARD-…, TR-… or the number), when it still exists. */
  CHALLAN_NO: z.string().nullable(),
  ROLLNO: z.string().nullable(),
  STD_NAME: z.string().nullable(),
  /** Whole rupees. */
  AMOUNT: z.number(),
  BANK_MNEMONIC: z.string().nullable(),
  TRAN_AUTH_ID: z.string(),
  /** The bank's own date (YYYYMMDD) and time (HHMMSS or null). */
  TRAN_DATE: z.string(),
  TRAN_TIME: z.string().nullable(),
  REFERENCE: z.string(),
});
export type BankPaymentRow = z.infer<typeof BankPaymentRowSchema>;

const TotalSchema = z.object({ count: z.number().int(), amount: z.number() });
export const SettlementDaySchema = TotalSchema.extend({ day: z.string() });
export const SettlementBankSchema = TotalSchema.extend({ bank: z.string().nullable() });

/** `GET /api/bank-payments`: one page of payments (newest first) and the totals of the whole range, by day and by bank. */
export const BankPaymentsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(BankPaymentRowSchema),
    total: z.number().int(),
    totalIsEstimate: z.boolean().optional(),
    /** The range's totals (absent for a look-up): each day with payments, newest first; each bank, largest first; all of them. */
    byDay: z.array(SettlementDaySchema),
    byBank: z.array(SettlementBankSchema),
    sum: TotalSchema,
  }),
});
export type BankPaymentsAnswer = z.infer<typeof BankPaymentsAnswerSchema>['data'];

/** Export formats of the settlement view. */
export const BankPaymentsExportQuerySchema = rangeRules(z.object({ ...queryFields, format: z.enum(['csv', 'xlsx']).default('csv') }));
/** Payments written to one export at most, newest first. */
export const BANK_PAYMENTS_EXPORT_CAP = 50_000;

/** Pakistan-time day (YYYY-MM-DD) of an ISO instant. */
const pktDay = (iso: string) => new Date(new Date(iso).getTime() + 5 * 3600_000).toISOString().slice(0, 10);

/** The columns of the settlement export, in order (the aggregator's file names the same facts). */
export const BANK_PAYMENT_COLUMNS: CsvColumn<BankPaymentRow>[] = [
  { title: 'Day received', value: (r) => pktDay(r.RECEIVED_AT) },
  { title: 'Received at', value: (r) => r.RECEIVED_AT },
  { title: 'Bank', value: (r) => r.BANK_MNEMONIC ?? '' },
  { title: 'Consumer number', value: (r) => r.CONSUMER_NUMBER },
  { title: 'Authorisation id', value: (r) => r.TRAN_AUTH_ID },
  { title: 'Bank date', value: (r) => r.TRAN_DATE },
  { title: 'Bank time', value: (r) => r.TRAN_TIME ?? '' },
  { title: 'Amount (PKR)', value: (r) => r.AMOUNT },
  { title: 'Challan', value: (r) => r.CHALLAN_NO ?? String(r.CHALLAN_ID) },
  { title: 'Roll number', value: (r) => r.ROLLNO ?? '' },
  { title: 'Student', value: (r) => r.STD_NAME ?? '' },
  { title: 'Our reference', value: (r) => r.REFERENCE },
];
