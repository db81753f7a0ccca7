import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each staff list holds as opened (no text filter), kept by triggers in the transaction of
 * every insert, status change and delete of the counted tables (migration 0013; never written by the
 * portal's code). A list's total is the sum of its rows here: `LIST` names the counted table (and, for
 * card requests, live or deleted), `SCOPE` the card type, department or event, `STATE` the status.
 * `SLOT` is the PostgreSQL backend that made the change (0: folded), so two connections never write one
 * row and a change never waits for another's counter (db/list-counts.ts).
 */
export const listCounts = pgTable(
  'list_counts',
  {
    LIST: text('list').notNull(),
    SCOPE: integer('scope').notNull(),
    STATE: integer('state').notNull(),
    SLOT: integer('slot').notNull(),
    N: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'list_counts_pkey', columns: [t.LIST, t.SCOPE, t.STATE, t.SLOT] })],
);
