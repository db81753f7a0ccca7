import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits (login and registration throttles) when several instances share
 * one PostgreSQL (lib/rate-limit-store.ts): one row per limited key and its current window. Unlogged
 * (migration 0011; Drizzle's schema cannot say so): counters need not survive a crash, and a counted call
 * then writes no WAL.
 */
export const rateLimits = pgTable('rate_limits', {
  KEY: text('key').primaryKey(),
  HITS: integer('hits').notNull(),
  WINDOW_ENDS: timestamp('window_ends', { withTimezone: true }).notNull(),
});
