import { STATUS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, departments, students } from './core.js';
import { cardRequests } from './id-cards.js';
import { transportRequests } from './transport.js';

/**
 * Clearance applications. The student's details are copied when the student applies, so the
 * lists filter and sort without joins and the certificate shows what was applied for. One live
 * application per student (partial unique index): two submissions at the same moment make one request.
 */
export const clearanceRequests = pgTable(
  'clearance_requests',
  {
    T_ID: serial('t_id').primaryKey(),
    CLR_ID: varchar('clr_id', { length: 16 }).generatedAlwaysAs(sql`'CLR-' || lpad(t_id::text, 6, '0')`).notNull(),
    STUDENT_ID: integer('student_id')
      .notNull()
      .references(() => students.ID, { onDelete: 'cascade' }),
    C_CODE: integer('c_code').notNull(),
    MAJ_ID: integer('maj_id').notNull(),
    SE_ID: integer('se_id').notNull(),
    YEAR: integer('year').notNull(),
    RN: integer('rn').notNull(),
    STD_ROLLNO: varchar('std_rollno', { length: 32 }).notNull(),
    STD_NAME: text('std_name').notNull(),
    F_NAME: text('f_name').notNull().default(''),
    PH1: varchar('ph1', { length: 20 }).notNull().default(''),
    PH2: varchar('ph2', { length: 20 }).notNull().default(''),
    /** Academic department (its HOD row). */
    DEPT_ID: integer('dept_id')
      .notNull()
      .references(() => departments.D_ID),
    DEPT: text('dept').notNull(),
    CLASS: text('class').notNull(),
    SESSION: varchar('session', { length: 16 }).notNull(),
    PRINTTITLE: text('printtitle').notNull(),
    ADDRESS: text('address').notNull().default(''),
    MAIL_ADDRESS: text('mail_address').notNull(),
    /** The chosen library's department (406, 413–415). */
    D_ID: integer('d_id')
      .notNull()
      .references(() => departments.D_ID),
    LIB_NAME: text('lib_name').notNull(),
    HOSTEL_ID: integer('hostel_id').references(() => departments.D_ID),
    HOSTEL_NAME: text('hostel_name'),
    REASON: text('reason').notNull(),
    STD_CARD_POSSESSION: boolean('std_card_possession').notNull(),
    APPLY_DATE: timestamp('apply_date', { withTimezone: true }).notNull().defaultNow(),
    /** Overall state: 1 Pending, 3 In Progress, 9 Approved, 10 Rejected. */
    REQ_STATUS: integer('req_status').notNull().default(STATUS.PENDING),
    ROWS_APPROVED: smallint('rows_approved').notNull().default(0),
    ROWS_TOTAL: smallint('rows_total').notNull().default(0),
    /** Printed on the clearance form / certificate; /verify/{code}. */
    VERIFY_CODE: varchar('verify_code', { length: 16 }).notNull(),
    UPDATED_AT: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    DELETED_AT: timestamp('deleted_at', { withTimezone: true }),
    DELETED_BY: integer('deleted_by').references(() => accounts.ID, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('clearance_requests_student_uq').on(t.STUDENT_ID).where(sql`${t.DELETED_AT} is null`),
    uniqueIndex('clearance_requests_verify_uq').on(t.VERIFY_CODE),
    index('clearance_requests_apply_idx').on(t.APPLY_DATE.desc()),
    index('clearance_requests_name_idx').on(sql`lower(${t.STD_NAME})`),
    index('clearance_requests_rollno_idx').on(t.STD_ROLLNO),
  ],
);

/** One status row per department of a request; each department edits only its own. */
export const clearanceRows = pgTable(
  'clearance_rows',
  {
    ID: serial('id').primaryKey(),
    T_ID: integer('t_id')
      .notNull()
      .references(() => clearanceRequests.T_ID, { onDelete: 'cascade' }),
    D_ID: integer('d_id')
      .notNull()
      .references(() => departments.D_ID),
    REQ_ID: integer('req_id').notNull().default(STATUS.PENDING),
    VENUE: text('venue').notNull().default(''),
    COMMENT: text('comment').notNull().default(''),
    /** Last updated. */
    DATE: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    UPDATED_BY: integer('updated_by').references(() => accounts.ID, { onDelete: 'set null' }),
    /** Copied from the request so a department's list pages and counts on one index, without a join. */
    APPLY_DATE: timestamp('apply_date', { withTimezone: true }).notNull().defaultNow(),
    /** Set with the request's DELETED_AT. */
    DELETED: boolean('deleted').notNull().default(false),
    /** Row version: every save adds one; a save of an older version is refused (no lost update). */
    VERSION: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('clearance_rows_request_dept_uq').on(t.T_ID, t.D_ID),
    index('clearance_rows_dept_list_idx').on(t.D_ID, t.APPLY_DATE.desc(), t.T_ID.desc()).where(sql`not ${t.DELETED}`),
    index('clearance_rows_dept_status_idx').on(t.D_ID, t.REQ_ID, t.APPLY_DATE.desc(), t.T_ID.desc()).where(sql`not ${t.DELETED}`),
    // Rows decided lately, by date: the insights dashboard's decisions without an audit entry.
    index('clearance_rows_decided_idx')
      .on(t.DATE)
      .where(sql`not ${t.DELETED} and ${t.REQ_ID} in (${sql.raw(`${STATUS.APPROVED}, ${STATUS.REJECTED}`)})`),
  ],
);

/** Challan heads (getChallanHeads): REQ_ID, REQ_DEF. Head 8 is the card challan made from the card dues. */
export const challanHeads = pgTable('challan_heads', {
  REQ_ID: integer('req_id').primaryKey(),
  REQ_DEF: text('req_def').notNull(),
});

/**
 * Every challan the portal prints: one stored, numbered record each, with its amount and due
 * date fixed at issue, the student, a verification code, and its payment. KIND says what it is for:
 * 'clearance' (fee or fine slips of a department on a clearance request, T_ID), 'card' (the fee of a
 * duplicate/triplicate/quadruplicate card request, CARD_TRANS_ID) or 'transport' (the transport card fee,
 * TRANSPORT_TRANS_ID). CHALLAN_NO is the number printed on the challan and read back from bank statements:
 * the CHALLAN_ID for clearance challans, CARD-{TRANS_ID} and TR-{TRANS_ID} for the others (as printed
 * before the records existed). PAID 0 means unpaid; otherwise the amount paid.
 */
export const challans = pgTable(
  'challans',
  {
    CHALLAN_ID: serial('challan_id').primaryKey(),
    KIND: varchar('kind', { length: 12 }).notNull().default('clearance'),
    CHALLAN_NO: varchar('challan_no', { length: 24 })
      .generatedAlwaysAs(
        sql`case kind when 'card' then 'CARD-' || card_trans_id::text when 'transport' then 'TR-' || transport_trans_id::text else challan_id::text end`,
      )
      .notNull(),
    STUDENT_ID: integer('student_id')
      .notNull()
      .references(() => students.ID, { onDelete: 'cascade' }),
    /** The clearance request (KIND 'clearance'). */
    T_ID: integer('t_id').references(() => clearanceRequests.T_ID, { onDelete: 'cascade' }),
    /** The card request (KIND 'card'). */
    CARD_TRANS_ID: integer('card_trans_id').references(() => cardRequests.TRANS_ID, { onDelete: 'cascade' }),
    /** The transport request (KIND 'transport'). */
    TRANSPORT_TRANS_ID: integer('transport_trans_id').references(() => transportRequests.TRANS_ID, { onDelete: 'cascade' }),
    /** The issuing department (the card office for card challans, the transport office for transport). */
    D_ID: integer('d_id')
      .notNull()
      .references(() => departments.D_ID),
    CHALLAN_TYPE: integer('challan_type')
      .notNull()
      .references(() => challanHeads.REQ_ID),
    DES: text('des').notNull(),
    BAL: integer('bal').notNull(),
    DUE_DT: timestamp('due_dt', { withTimezone: true }).notNull(),
    PAID: integer('paid').notNull().default(0),
    PAID_AT: timestamp('paid_at', { withTimezone: true }),
    VERIFY_CODE: varchar('verify_code', { length: 16 }).notNull(),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    CREATED_BY: integer('created_by').references(() => accounts.ID, { onDelete: 'set null' }),
  },
  (t) => [
    index('challans_request_idx').on(t.T_ID),
    uniqueIndex('challans_verify_uq').on(t.VERIFY_CODE),
    uniqueIndex('challans_no_uq').on(t.CHALLAN_NO),
    uniqueIndex('challans_card_uq').on(t.CARD_TRANS_ID),
    uniqueIndex('challans_transport_uq').on(t.TRANSPORT_TRANS_ID),
    index('challans_student_idx').on(t.STUDENT_ID),
    check(
      'challans_kind_ck',
      sql`(kind = 'clearance' and t_id is not null) or (kind = 'card' and card_trans_id is not null) or (kind = 'transport' and transport_trans_id is not null)`,
    ),
  ],
);

/**
 * Challans their office cancelled (deleted while unpaid). The challan record itself is removed, so it no
 * longer counts anywhere; what was printed on it is kept here, so /verify can tell a cancelled challan
 * (when, by which office) from a code nobody issued.
 */
export const cancelledChallans = pgTable(
  'cancelled_challans',
  {
    CHALLAN_ID: integer('challan_id').primaryKey(),
    CHALLAN_NO: varchar('challan_no', { length: 24 }).notNull(),
    KIND: varchar('kind', { length: 12 }).notNull(),
    STUDENT_ID: integer('student_id')
      .notNull()
      .references(() => students.ID, { onDelete: 'cascade' }),
    /** The issuing department. */
    D_ID: integer('d_id')
      .notNull()
      .references(() => departments.D_ID),
    DES: text('des').notNull(),
    BAL: integer('bal').notNull(),
    DUE_DT: timestamp('due_dt', { withTimezone: true }).notNull(),
    VERIFY_CODE: varchar('verify_code', { length: 16 }).notNull(),
    CANCELLED_AT: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    /** The department of the staff member who cancelled it. */
    CANCELLED_D_ID: integer('cancelled_d_id')
      .notNull()
      .references(() => departments.D_ID),
    CANCELLED_BY: integer('cancelled_by').references(() => accounts.ID, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('cancelled_challans_verify_uq').on(t.VERIFY_CODE)],
);

/**
 * The built-in fee system's ledger: one table for the five lists the fee system answers (paid, unpaid, refunds, dues, adjustments).
 * KIND: paid (CH_NO, INST_NO, DES, ENTRY_DATE, AMOUNT) · unpaid (DUE_DATE, DES, AMOUNT) ·
 * adjustment (DETAIL holds the adjustment fields) · outstanding (REF_ID fine id, ENTRY_DATE, AMOUNT) ·
 * refund (REF_ID, ENTRY_DATE, AMOUNT).
 */
export const feeLedger = pgTable(
  'fee_ledger',
  {
    ID: serial('id').primaryKey(),
    STUDENT_ID: integer('student_id')
      .notNull()
      .references(() => students.ID, { onDelete: 'cascade' }),
    KIND: varchar('kind', { length: 12 }).notNull(),
    CH_NO: integer('ch_no'),
    INST_NO: integer('inst_no'),
    REF_ID: integer('ref_id'),
    DES: text('des').notNull().default(''),
    AMOUNT: integer('amount').notNull().default(0),
    ENTRY_DATE: timestamp('entry_date', { withTimezone: true }),
    DUE_DATE: timestamp('due_date', { withTimezone: true }),
    DETAIL: jsonb('detail'),
  },
  (t) => [index('fee_ledger_student_idx').on(t.STUDENT_ID, t.KIND)],
);

/** The built-in fee system's lock status (FC_Loc): no row means unlocked. */
export const feeLocks = pgTable('fee_locks', {
  STUDENT_ID: integer('student_id')
    .primaryKey()
    .references(() => students.ID, { onDelete: 'cascade' }),
  STUDENT_LOC: smallint('student_loc').notNull().default(0),
  LOCK_STATUS: text('lock_status').notNull().default('Unlocked'),
});
