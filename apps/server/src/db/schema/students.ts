import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { STATUS } from '@portal/domain';
import { accounts, students } from './core.js';
import { bytea } from './types.js';

/** Endowment-fund application windows, opened and closed by the treasurer. */
export const eftSchedules = pgTable(
  'eft_schedules',
  {
    ID: serial('id').primaryKey(),
    TITLE: text('title').notNull(),
    OPENS_AT: timestamp('opens_at', { withTimezone: true }).notNull(),
    CLOSES_AT: timestamp('closes_at', { withTimezone: true }).notNull(),
    CREATED_BY: integer('created_by').references(() => accounts.ID, { onDelete: 'set null' }),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    UPDATED_AT: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eft_schedules_window_idx').on(t.OPENS_AT, t.CLOSES_AT)],
);

/** Endowment-fund applications; one per student and schedule. The supporting document is kept as bytes. */
export const eftApplications = pgTable(
  'eft_applications',
  {
    ID: serial('id').primaryKey(),
    SCHEDULE_ID: integer('schedule_id').notNull().references(() => eftSchedules.ID),
    STUDENT_ID: integer('student_id').notNull().references(() => students.ID, { onDelete: 'cascade' }),
    HOUSEHOLD_INCOME: integer('household_income').notNull(),
    DEPENDANTS: integer('dependants').notNull(),
    GUARDIAN_OCCUPATION: text('guardian_occupation').notNull(),
    REASON: text('reason').notNull(),
    DOC: bytea('doc').notNull(),
    DOC_NAME: text('doc_name').notNull(),
    DOC_TYPE: varchar('doc_type', { length: 40 }).notNull(),
    DOC_SIZE: integer('doc_size').notNull(),
    STATUS: integer('status').notNull().default(STATUS.SUBMITTED),
    COMMENT: text('comment').notNull().default(''),
    APPLIED_AT: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    UPDATED_AT: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    DECIDED_BY: integer('decided_by').references(() => accounts.ID, { onDelete: 'set null' }),
    /**
     * The student's name, kept by triggers (migration 0015; never written by the portal's code): the staff
     * list's name filter reads it and its trigram index on the application itself, as the card lists do.
     */
    STD_NM: text('std_nm').notNull().default(''),
  },
  (t) => [
    uniqueIndex('eft_applications_schedule_student_uq').on(t.SCHEDULE_ID, t.STUDENT_ID),
    index('eft_applications_std_nm_trgm_idx').using('gin', sql`${t.STD_NM} gin_trgm_ops`),
    // The staff list's default order (applied, newest first; ties by ID), so a page is an index range.
    index('eft_applications_list_idx').on(t.APPLIED_AT.desc(), t.ID.desc()),
    index('eft_applications_status_idx').on(t.STATUS, t.APPLIED_AT.desc()),
    index('eft_applications_student_idx').on(t.STUDENT_ID),
  ],
);
