// Apart from ./fees.ts: the clearance screens use its helpers without loading zod.
import { z } from 'zod';

/** Student fee records as the fee system gives them. */
export const PaidItemSchema = z.object({
  ch_no: z.coerce.number(),
  inst_no: z.coerce.number(),
  des: z.string(),
  paid_date: z.string(),
  debit: z.coerce.number(),
});
export const UnpaidItemSchema = z.object({ due_dt: z.string(), des: z.string().optional(), amnt: z.coerce.number().optional() });
export const AdjustmentSchema = z.object({
  dues_adj_des: z.string().nullable().optional(),
  fee_conc_des: z.string().nullable().optional(),
  fee_conc_dt: z.string().nullable().optional(),
  schp_des: z.string().nullable().optional(),
  schp_dt: z.string().nullable().optional(),
  dues_adj_amnt: z.coerce.number().nullable().optional(),
  fee_conc_amnt: z.coerce.number().nullable().optional(),
  schp_dues_amnt: z.coerce.number().nullable().optional(),
  ActAmnt: z.coerce.number().nullable().optional(),
  payableAmnt: z.coerce.number().nullable().optional(),
});
export const OutstandingDueSchema = z.object({ fine_id: z.coerce.number(), rolno: z.string(), outstand_fine_entry_date: z.string(), amnt: z.coerce.number() });
export const RefundSchema = z.object({ fine_id: z.coerce.number(), refund_fine_entry_date: z.string(), amnt: z.coerce.number() });
export const LockStatusSchema = z.object({ student_loc: z.coerce.number(), lock_status: z.string() });

export type PaidItem = z.infer<typeof PaidItemSchema>;
export type UnpaidItem = z.infer<typeof UnpaidItemSchema>;
export type Adjustment = z.infer<typeof AdjustmentSchema>;
export type OutstandingDue = z.infer<typeof OutstandingDueSchema>;
export type Refund = z.infer<typeof RefundSchema>;
export type LockStatus = z.infer<typeof LockStatusSchema>;

export interface FeeRecords {
  paid: PaidItem[];
  unpaid: UnpaidItem[];
  adjustments: Adjustment[];
  outstanding: OutstandingDue[];
  refunds: Refund[];
}

export const FeeInformationSchema = z.object({
  paid: z.array(PaidItemSchema),
  unpaid: z.array(UnpaidItemSchema),
  adjustments: z.array(AdjustmentSchema),
  outstanding: z.array(OutstandingDueSchema),
  refunds: z.array(RefundSchema),
  lock: LockStatusSchema.nullable(),
  locked: z.boolean(),
  /** Set when the fee system could not be reached: 'Failed to fetch student status from LMS'. */
  lockError: z.string().nullable(),
  recordsError: z.string().nullable(),
  /** The fee system in use: with 'builtin' the treasurer records payments (Record Payment). */
  feeSystem: z.enum(['builtin', 'http']),
});
export type FeeInformation = z.infer<typeof FeeInformationSchema>;
