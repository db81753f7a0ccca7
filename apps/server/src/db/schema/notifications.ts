import { sql } from 'drizzle-orm';
import type { NoticeEvent } from '@portal/domain';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, departments, mailOutbox } from './core.js';

/**
 * In-app notifications: one row per account told; kept whether or not a mail went out. A row keeps what
 * happened (EVENT: a kind and its values) and is put into words when read, in the reader's language. Rows
 * written before events were kept have no EVENT: their TITLE and BODY are shown as they were written.
 */
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
    /** What happened (domain `NoticeEvent`); null on rows written before events were kept. */
    EVENT: jsonb('event').$type<NoticeEvent>(),
    /** The words of a row without EVENT, in the language of the day it was written. */
    TITLE: text('title'),
    BODY: text('body'),
    /** A path in the web app. */
    LINK: text('link').notNull(),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    READ_AT: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_account_idx').on(t.ACCOUNT_ID, t.CREATED_AT.desc(), t.ID.desc()),
    index('notifications_unread_idx').on(t.ACCOUNT_ID).where(sql`${t.READ_AT} is null`),
    check('notifications_event_or_text', sql`${t.EVENT} is not null or (${t.TITLE} is not null and ${t.BODY} is not null)`),
  ],
);

/** Every attempt to send a mail of the outbox, with its outcome. */
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
