import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_CARD_VENUE, STATUS } from '@portal/domain';
import { accounts, students } from './core.js';

/**
 * ID-card requests of every card type (CARD_TYPE: 1 new, 2 duplicate, 3 triplicate, 7 quadruplicate,
 * 8 clearance card). Contact details are copied from the application. Deleting is soft (DELETED_AT).
 */
export const cardRequests = pgTable(
  'card_requests',
  {
    TRANS_ID: serial('trans_id').primaryKey(),
    STUDENT_ID: integer('student_id')
      .notNull()
      .references(() => students.ID, { onDelete: 'cascade' }),
    CARD_TYPE: smallint('card_type').notNull(),
    ATTEMPT_NO: integer('attempt_no').notNull().default(1),
    S_CONTACT: varchar('s_contact', { length: 20 }).notNull().default(''),
    F_CONTACT: varchar('f_contact', { length: 20 }).notNull().default(''),
    B_GROUP: varchar('b_group', { length: 4 }).notNull().default(''),
    ADDRESS: text('address').notNull().default(''),
    DATE_OF_APPLY: timestamp('date_of_apply', { withTimezone: true }).notNull().defaultNow(),
    DISTRIBUTION_DATE: timestamp('distribution_date', { withTimezone: true }),
    VENUE: text('venue').notNull().default(DEFAULT_CARD_VENUE),
    RF_ID: varchar('rf_id', { length: 9 }),
    MACHINE_ID: varchar('machine_id', { length: 9 }),
    COMMENT: text('comment').notNull().default(''),
    REQ_STATUS: integer('req_status').notNull().default(STATUS.SUBMITTED),
    /** Fee of the card (from card dues when the request was made); null for a first card. */
    FEE_AMOUNT: integer('fee_amount'),
    FEE_DUE_DATE: timestamp('fee_due_date', { withTimezone: true }),
    FEE_PAID_AT: timestamp('fee_paid_at', { withTimezone: true }),
    UPDATED_AT: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    DELETED_AT: timestamp('deleted_at', { withTimezone: true }),
    DELETED_BY: integer('deleted_by').references(() => accounts.ID, { onDelete: 'set null' }),
    /**
     * The student's name, kept by triggers (migration 0010; never written by the portal's code): the
     * lists' name filter reads it and its trigram index on the request itself.
     */
    STD_NM: text('std_nm').notNull().default(''),
  },
  (t) => [
    index('card_requests_list_idx').on(t.CARD_TYPE, t.DATE_OF_APPLY.desc()).where(sql`${t.DELETED_AT} is null`),
    index('card_requests_status_idx').on(t.REQ_STATUS, t.DATE_OF_APPLY.desc()).where(sql`${t.DELETED_AT} is null`),
    index('card_requests_deleted_idx').on(t.CARD_TYPE, t.DELETED_AT).where(sql`${t.DELETED_AT} is not null`),
    index('card_requests_student_idx').on(t.STUDENT_ID),
    // The card lists exactly (docs/decisions/id-cards.md): not-yet-delivered requests of a card type,
    // and delivered requests of every type, each in date order, so a page is an index range and the
    // count an index scan.
    index('card_requests_open_list_idx')
      .on(t.CARD_TYPE, t.DATE_OF_APPLY.desc(), t.TRANS_ID.desc())
      .where(sql`${t.DELETED_AT} is null and ${t.REQ_STATUS} <> ${sql.raw(String(STATUS.DELIVERED))}`),
    index('card_requests_delivered_list_idx')
      .on(t.DATE_OF_APPLY.desc(), t.TRANS_ID.desc())
      .where(sql`${t.DELETED_AT} is null and ${t.REQ_STATUS} = ${sql.raw(String(STATUS.DELIVERED))}`),
    // The same lists of deleted requests (Deleted Requests), newest deletion first: a page is an index range
    // instead of sorting every deleted request of the list.
    index('card_requests_deleted_open_list_idx')
      .on(t.CARD_TYPE, t.DELETED_AT.desc(), t.TRANS_ID.desc())
      .where(sql`${t.DELETED_AT} is not null and ${t.REQ_STATUS} <> ${sql.raw(String(STATUS.DELIVERED))}`),
    index('card_requests_deleted_delivered_list_idx')
      .on(t.DELETED_AT.desc(), t.TRANS_ID.desc())
      .where(sql`${t.DELETED_AT} is not null and ${t.REQ_STATUS} = ${sql.raw(String(STATUS.DELIVERED))}`),
    // A name search of a list reads the trigram index of that list's rows only (not yet delivered, delivered,
    // deleted), so its candidates are the list's matches and not every request with the name: a search's
    // count checks half to a third of the rows it would with one index over every request.
    index('card_requests_open_std_nm_trgm_idx')
      .using('gin', sql`${t.STD_NM} gin_trgm_ops`)
      .where(sql`${t.DELETED_AT} is null and ${t.REQ_STATUS} <> ${sql.raw(String(STATUS.DELIVERED))}`),
    index('card_requests_delivered_std_nm_trgm_idx')
      .using('gin', sql`${t.STD_NM} gin_trgm_ops`)
      .where(sql`${t.DELETED_AT} is null and ${t.REQ_STATUS} = ${sql.raw(String(STATUS.DELIVERED))}`),
    index('card_requests_deleted_std_nm_trgm_idx')
      .using('gin', sql`${t.STD_NM} gin_trgm_ops`)
      .where(sql`${t.DELETED_AT} is not null`),
    // A list filtered by its students (class, roll number): the requests of the matching students with every
    // column the list's membership reads, so its count comes from this index alone (no table rows).
    index('card_requests_by_student_idx').on(t.STUDENT_ID, t.CARD_TYPE, t.REQ_STATUS, t.DELETED_AT, t.DATE_OF_APPLY, t.TRANS_ID),
  ],
);
