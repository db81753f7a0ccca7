import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Payments received through the banks' bill-payment network (1Bill / Kuickpay): one row per paid challan
 * (a challan is paid once, whichever way), with what the bank sent. The challan's own PAID and PAID_AT say it
 * is paid; this row says the bank paid it, with the bank's authorisation id and dates for the daily settlement.
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    ID: serial('id').primaryKey(),
    /** The challan paid (no foreign key: a record of money received outlives the request its challan belonged to). */
    CHALLAN_ID: integer('challan_id').notNull(),
    CONSUMER_NUMBER: varchar('consumer_number', { length: 18 }).notNull(),
    /** Paisa, as the bank sent it (always the challan's full amount). */
    AMOUNT_PAISA: integer('amount_paisa').notNull(),
    /** The paying bank's short name (e.g. HBL, MCB), when sent. */
    BANK_MNEMONIC: varchar('bank_mnemonic', { length: 16 }),
    /** The bank's authorisation id (6 characters). */
    TRAN_AUTH_ID: varchar('tran_auth_id', { length: 6 }).notNull(),
    /** The bank's own date (YYYYMMDD) and time (HHMMSS, when sent). */
    TRAN_DATE: varchar('tran_date', { length: 8 }).notNull(),
    TRAN_TIME: varchar('tran_time', { length: 6 }),
    RECEIVED_AT: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Our payment reference, answered to the bank (Identification_Parameter). */
    REFERENCE: varchar('reference', { length: 20 }).notNull(),
  },
  (t) => [
    uniqueIndex('bank_payments_challan_uq').on(t.CHALLAN_ID),
    uniqueIndex('bank_payments_reference_uq').on(t.REFERENCE),
    index('bank_payments_auth_idx').on(t.TRAN_AUTH_ID),
    index('bank_payments_received_idx').on(t.RECEIVED_AT, t.ID),
  ],
);
