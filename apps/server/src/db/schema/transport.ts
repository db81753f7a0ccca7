import { DEFAULT_TRANSPORT_VENUE, STATUS, TRANSPORT_REQ_TYPE } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { students } from './core.js';

/** Bus routes. Route numbers are unique. */
export const busRoutes = pgTable(
  'bus_routes',
  {
    ROUTE_ID: serial('route_id').primaryKey(),
    ROUTE_NO: varchar('route_no', { length: 20 }).notNull(),
    ROUTE_NAME: text('route_name').notNull(),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bus_routes_no_uq').on(sql`lower(${t.ROUTE_NO})`)],
);

/** Stops of a route; a stop name appears once per route. */
export const busStops = pgTable(
  'bus_stops',
  {
    STOP_ID: serial('stop_id').primaryKey(),
    ROUTE_ID: integer('route_id')
      .notNull()
      .references(() => busRoutes.ROUTE_ID, { onDelete: 'cascade' }),
    STOP_NAME: text('stop_name').notNull(),
    /** Order along the route (the timeline). */
    SEQ: integer('seq').notNull().default(0),
  },
  (t) => [uniqueIndex('bus_stops_route_name_uq').on(t.ROUTE_ID, sql`lower(${t.STOP_NAME})`)],
);

/**
 * Transport card requests. Contact details are copied from the student when applying. A student has at
 * most one open request (any status but Delivered): the partial unique index backs the locked check.
 */
export const transportRequests = pgTable(
  'transport_requests',
  {
    TRANS_ID: serial('trans_id').primaryKey(),
    STUDENT_ID: integer('student_id')
      .notNull()
      .references(() => students.ID, { onDelete: 'cascade' }),
    ROUTE_ID: integer('route_id')
      .notNull()
      .references(() => busRoutes.ROUTE_ID, { onDelete: 'restrict' }),
    STOP_ID: integer('stop_id')
      .notNull()
      .references(() => busStops.STOP_ID, { onDelete: 'restrict' }),
    REQ_TYPE: smallint('req_type').notNull().default(TRANSPORT_REQ_TYPE),
    ATTEMPT_NO: integer('attempt_no').notNull().default(1),
    S_CONTACT: varchar('s_contact', { length: 20 }).notNull().default(''),
    F_CONTACT: varchar('f_contact', { length: 20 }).notNull().default(''),
    ADDRESS: text('address').notNull().default(''),
    APPLY_DATE: timestamp('apply_date', { withTimezone: true }).notNull().defaultNow(),
    DISTRIBUTION_DATE: date('distribution_date', { mode: 'string' }),
    VENUE: text('venue').notNull().default(DEFAULT_TRANSPORT_VENUE),
    COMMENT: text('comment').notNull().default(''),
    REQ_STATUS: integer('req_status').notNull().default(STATUS.SUBMITTED),
    /** sha256 of the photo sent with the (re-)submission: the same unclear photo is not accepted twice. */
    PHOTO_SHA256: varchar('photo_sha256', { length: 64 }),
    UPDATED_AT: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the office's free-text search reads: the request number, the student's name and roll number,
     * the route's number and name, the stop's name and the status's name, separated by a control
     * character no search text can hold (so a match never spans two of them). Kept by triggers
     * (migration 0010; never written by the portal's code), searched through its trigram index.
     */
    SEARCH_TEXT: text('search_text').notNull().default(''),
  },
  (t) => [
    index('transport_requests_search_trgm_idx').using('gin', sql`${t.SEARCH_TEXT} gin_trgm_ops`),
    index('transport_requests_apply_idx').on(t.APPLY_DATE.desc(), t.TRANS_ID.desc()),
    index('transport_requests_status_idx').on(t.REQ_STATUS, t.APPLY_DATE.desc()),
    index('transport_requests_student_idx').on(t.STUDENT_ID, t.APPLY_DATE.desc()),
    index('transport_requests_route_idx').on(t.ROUTE_ID),
    index('transport_requests_stop_idx').on(t.STOP_ID),
    uniqueIndex('transport_requests_one_open_uq')
      .on(t.STUDENT_ID)
      .where(sql`${t.REQ_STATUS} <> ${sql.raw(String(STATUS.DELIVERED))}`),
  ],
);
