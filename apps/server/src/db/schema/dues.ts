import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Card dues: SC, DSC, TSC, Qrup, SCC. New dues apply to challans issued afterwards. */
export const cardDues = pgTable('card_dues', {
  REQ_SNM: varchar('req_snm', { length: 8 }).primaryKey(),
  REQ_DEF: text('req_def').notNull(),
  DUES: integer('dues').notNull(),
  /** Amount in words, without "Only". */
  DUES_DESC: text('dues_desc').notNull(),
  UPDATED_AT: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
