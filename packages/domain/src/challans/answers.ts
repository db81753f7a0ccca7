import { z } from 'zod';
import { CHALLAN_KINDS, type ChallanKind } from './kinds.js';
import type { ReconcileOutcome } from './statement.js';

// The reconciliation's answer: the server declares it, the web and the report read its types. Apart from
// report.ts, which the screen loads, so the screen does not carry these schemas.

/** One line of the reconciliation answer (POST /api/clearance-requests/challans/reconcile). */
export const ReconcileEntrySchema = z.object({
  /** Line number in the file (the header is line 1). */
  LINE: z.number(),
  /** The challan number as written on the statement (and on the challan). */
  CHALLAN_ID: z.string(),
  /** The amount the statement says was paid. */
  AMOUNT: z.number(),
  /** YYYY-MM-DD. */
  DATE_PAID: z.string(),
  /** The stored challan, when the number is known. */
  KIND: z.enum(CHALLAN_KINDS as [ChallanKind, ...ChallanKind[]]).optional(),
  STD_ROLLNO: z.string().optional(),
  STD_NAME: z.string().optional(),
  DES: z.string().optional(),
  /** The challan's amount. */
  BAL: z.number().optional(),
  /** When the challan was paid (YYYY-MM-DD), for already-paid challans. */
  PAID_AT: z.string().nullable().optional(),
  /** An already-paid challan that the banks' bill-payment network paid (the statement line repeats that payment). */
  PAID_VIA_BANK: z.boolean().optional(),
  /** For a duplicate line: the line that first named the challan. */
  FIRST_LINE: z.number().optional(),
});

const entries = z.array(ReconcileEntrySchema);
export const ReconcileDataSchema = z.object({
  matched: entries,
  amountDiffers: entries,
  alreadyPaid: entries,
  unknown: entries,
  duplicate: entries,
  /** How many challans were marked paid (0 for a preview). */
  committed: z.number(),
  /** The statement's header names (for mapping the columns on screen). */
  headers: z.array(z.string()),
} satisfies Record<ReconcileOutcome | 'committed' | 'headers', z.ZodType>);

/** The answer: a preview, or the payments recorded. */
export const ReconcileAnswerSchema = z.object({ success: z.boolean(), msg: z.string(), data: ReconcileDataSchema });
export type ReconcileEntry = z.infer<typeof ReconcileEntrySchema>;
export type ReconcileAnswer = z.infer<typeof ReconcileDataSchema>;
