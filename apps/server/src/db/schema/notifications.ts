import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, departments, mailOutbox } from './core.js';

/** In-app notifications (issue 10): one row per account told; kept whether or not a mail went out. */
export const notifications = pgTable(
  'notifications',
  {
    ID: serial('id').primaryKey(),
    ACCOUNT_ID: integer('account_id')
      .notNull()
      .references(() => accounts.ID, { onDelete: 'cascade' }),
    /** clearance | challan | id-card | transport | endowment | queue */
    KIND: varchar('kind', { length: 16 }).notNull(),
    /** The department the news is from (student notifications) or for (staff queue notifications). */
    D_ID: integer('d_id'),
    TITLE: text('title').notNull(),
    BODY: text('body').notNull(),
    /** A path in the web app. */
    LINK: text('link').notNull(),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    READ_AT: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_account_idx').on(t.ACCOUNT_ID, t.CREATED_AT.desc(), t.ID.desc()),
    index('notifications_unread_idx').on(t.ACCOUNT_ID).where(sql`${t.READ_AT} is null`),
  ],
);

/** Every attempt to send a mail of the outbox, with its outcome (issue 10). */
export const mailAttempts = pgTable(
  'mail_attempts',
  {
    ID: serial('id').primaryKey(),
    MAIL_ID: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.ID, { onDelete: 'cascade' }),
    AT: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    OK: boolean('ok'),
    ERROR: text('error'),
  },
  (t) => [index('mail_attempts_mail_idx').on(t.MAIL_ID, t.AT)],
);

/** Per-department target days to act on a request (default 5 working days when absent). */
export const departmentTargets = pgTable('department_targets', {
  D_ID: integer('d_id')
    .primaryKey()
    .references(() => departments.D_ID),
  TARGET_DAYS: integer('target_days').notNull(),
});
