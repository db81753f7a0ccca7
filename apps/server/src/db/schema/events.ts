import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { mailOutbox } from './core.js';

/**
 * Events with a limited ticket stock. TICKETS_ISSUED is the counter a registration takes its ticket
 * from (one conditional UPDATE, so the stock is never exceeded). An event is open for registration while
 * IS_OPEN (the administrator has not closed it) and now lies between OPENS_AT and CLOSES_AT.
 */
export const events = pgTable(
  'events',
  {
    EVENT_ID: serial('event_id').primaryKey(),
    CODE: varchar('code', { length: 32 }).notNull(),
    NAME: text('name').notNull(),
    VENUE: text('venue').notNull().default(''),
    /** The day the event takes place (null for events made before events had dates). */
    EVENT_DATE: date('event_date', { mode: 'string' }),
    /** Registration opens at / closes at; null means no limit on that side (events made before the window). */
    OPENS_AT: timestamp('opens_at', { withTimezone: true }),
    CLOSES_AT: timestamp('closes_at', { withTimezone: true }),
    TICKET_STOCK: integer('ticket_stock').notNull(),
    TICKETS_ISSUED: integer('tickets_issued').notNull().default(0),
    IS_OPEN: boolean('is_open').notNull().default(true),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_code_uq').on(t.CODE),
    check('events_stock_ck', sql`${t.TICKETS_ISSUED} >= 0 and ${t.TICKETS_ISSUED} <= ${t.TICKET_STOCK}`),
  ],
);

/** One ticket: one per CNIC and one per email (any case) per event; ticket numbers unique per event. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    ID: serial('id').primaryKey(),
    EVENT_ID: integer('event_id').notNull().references(() => events.EVENT_ID, { onDelete: 'cascade' }),
    TICKET_NO: integer('ticket_no').notNull(),
    NAME: text('name').notNull(),
    EMAIL: text('email').notNull(),
    CNIC: varchar('cnic', { length: 13 }).notNull(),
    PHONE: varchar('phone', { length: 11 }).notNull(),
    CITY: text('city').notNull(),
    LEVEL_OF_EDUCATION: text('level_of_education').notNull(),
    INSTITUTION_NAME: text('institution_name').notNull(),
    /** Address the registration came from (throttling is per address; kept for abuse review). */
    CLIENT_IP: varchar('client_ip', { length: 64 }),
    MAIL_ID: integer('mail_id').references(() => mailOutbox.ID, { onDelete: 'set null' }),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_ticket_uq').on(t.EVENT_ID, t.TICKET_NO),
    uniqueIndex('event_registrations_cnic_uq').on(t.EVENT_ID, t.CNIC),
    uniqueIndex('event_registrations_email_uq').on(t.EVENT_ID, sql`lower(${t.EMAIL})`),
    index('event_registrations_created_idx').on(t.EVENT_ID, t.CREATED_AT.desc()),
  ],
);
