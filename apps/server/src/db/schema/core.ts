import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './types.js';

/** Offices, hostels, libraries and academic departments. */
export const departments = pgTable('departments', {
  D_ID: integer('d_id').primaryKey(),
  D_NM: text('d_nm').notNull(),
  /** office | hostel | library | academic | transport */
  KIND: varchar('kind', { length: 16 }).notNull(),
});

/** Programmes (majors) of the academic departments. */
export const majors = pgTable('majors', {
  MAJ_ID: integer('maj_id').primaryKey(),
  NAME: text('name').notNull(),
  SHORT: varchar('short', { length: 16 }).notNull(),
  D_ID: integer('d_id').notNull().references(() => departments.D_ID),
  C_CODE: integer('c_code').notNull(),
  CLASS_PREFIX: text('class_prefix').notNull(),
});

/** The request-status catalogue. */
export const requestStatuses = pgTable('request_statuses', {
  REQ_ID: integer('req_id').primaryKey(),
  REQ_DEF: text('req_def').notNull(),
});

export const students = pgTable(
  'students',
  {
    ID: serial('id').primaryKey(),
    ROLNO: varchar('rolno', { length: 32 }).notNull(),
    NM: text('nm').notNull(),
    F_NM: text('f_nm').notNull().default(''),
    F_CONTACT: varchar('f_contact', { length: 20 }).notNull().default(''),
    PH1: varchar('ph1', { length: 20 }).notNull().default(''),
    ADD1: text('add1').notNull().default(''),
    B_GROUP: varchar('b_group', { length: 4 }).notNull().default(''),
    C_CODE: integer('c_code').notNull(),
    MAJ_ID: integer('maj_id').notNull().references(() => majors.MAJ_ID),
    SE_ID: integer('se_id').notNull(),
    YEAR: integer('year').notNull(),
    RN: integer('rn').notNull(),
    /** Academic department (its HOD reviews clearance). */
    D_ID: integer('d_id').notNull().references(() => departments.D_ID),
    CLASS: text('class').notNull(),
    SESSION: varchar('session', { length: 16 }).notNull(),
    /** Admission form number (new intermediate students list). */
    F_NO: varchar('f_no', { length: 16 }),
    PHOTO: bytea('photo'),
    PHOTO_UPDATED_AT: timestamp('photo_updated_at', { withTimezone: true }),
    /** Where the portal mails the student; null until imported or entered in the profile. */
    EMAIL: text('email'),
    /** Whether the student gets notifications by email too (in-app ones are always kept). */
    EMAIL_NOTIFY: boolean('email_notify').notNull().default(true),
    /** Language of the student's mails: 'en' | 'ur'. */
    LANG: varchar('lang', { length: 2 }).notNull().default('en'),
    TR_ATTEMPT_NO: integer('tr_attempt_no').notNull().default(0),
    /** Status of the last transport request; 50 = none yet. */
    LAST_TR_S: integer('last_tr_s').notNull().default(50),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_rolno_uq').on(t.ROLNO),
    uniqueIndex('students_identity_uq').on(t.C_CODE, t.SE_ID, t.MAJ_ID, t.RN),
    index('students_year_idx').on(t.YEAR),
    index('students_d_id_idx').on(t.D_ID),
    index('students_nm_lower_idx').on(sql`lower(${t.NM})`),
    // Single sign-on finds a student by the e-mail on record, in any case.
    index('students_email_lower_idx').on(sql`lower(${t.EMAIL})`),
    // Roll-number prefix filters (`lower(rolno) like '0012%'`): text_pattern_ops serves LIKE prefixes
    // whatever the database collation.
    index('students_rolno_prefix_idx').on(sql`lower(${t.ROLNO}) text_pattern_ops`),
    // "Contains" filters on name, roll number and class read `student_search` (below).
  ],
);

/**
 * The searchable columns of every student, kept by a trigger on `students` (migration 0009): the
 * name, roll-number and class filters of the staff lists read this narrow table and its trigram and
 * prefix indexes, never the wide student rows (a "contains" match is rechecked on the row, and a
 * student row carries the photo). Never written by the portal's code.
 */
export const studentSearch = pgTable(
  'student_search',
  {
    ID: integer('id')
      .primaryKey()
      .references(() => students.ID, { onDelete: 'cascade' }),
    NM: text('nm').notNull(),
    ROLNO: varchar('rolno', { length: 32 }).notNull(),
    CLASS: text('class').notNull(),
  },
  (t) => [
    index('student_search_nm_trgm_idx').using('gin', sql`${t.NM} gin_trgm_ops`),
    index('student_search_rolno_trgm_idx').using('gin', sql`${t.ROLNO} gin_trgm_ops`),
    index('student_search_class_trgm_idx').using('gin', sql`${t.CLASS} gin_trgm_ops`),
    index('student_search_rolno_prefix_idx').on(sql`lower(${t.ROLNO}) text_pattern_ops`),
  ],
);

/** Login accounts of students and staff. */
export const accounts = pgTable(
  'accounts',
  {
    ID: serial('id').primaryKey(),
    USERNAME: varchar('username', { length: 64 }).notNull(),
    PASSWORD_HASH: text('password_hash').notNull(),
    ROLE: varchar('role', { length: 8 }).notNull(),
    STUDENT_ID: integer('student_id').references(() => students.ID, { onDelete: 'cascade' }),
    FM_ID: integer('fm_id'),
    D_ID: integer('d_id').references(() => departments.D_ID),
    ROLE_DES: varchar('role_des', { length: 32 }).notNull().default(''),
    NM: text('nm').notNull(),
    EMAIL: text('email'),
    DISABLED: boolean('disabled').notNull().default(false),
    FAILED_LOGINS: integer('failed_logins').notNull().default(0),
    LOCKED_UNTIL: timestamp('locked_until', { withTimezone: true }),
    /** Staff: a daily digest email of the department's waiting requests. */
    DIGEST: boolean('digest').notNull().default(false),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The portal's administrator (the administration screens only; not tied to an office). */
    ADMIN: boolean('admin').notNull().default(false),
    /** Set when an administrator created the account or reset its password: every call but the change is refused. */
    MUST_CHANGE_PASSWORD: boolean('must_change_password').notNull().default(false),
    /** Carried in each token; raising it ("sign out everywhere", a password change or reset) refuses every earlier token. */
    TOKEN_VERSION: integer('token_version').notNull().default(0),
    /** Two-factor sign-in: the TOTP secret, encrypted (AES-GCM, key derived from TOKEN_SECRET); set at enrolment. */
    MFA_SECRET: text('mfa_secret'),
    /** When the enrolment was confirmed; null while enrolling or without two-factor sign-in. */
    MFA_ENABLED_AT: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is accepted once. */
    MFA_LAST_STEP: integer('mfa_last_step'),
    /** Staff set by the administrator as dues administrators (beside the DUES_ADMIN_FM_IDS allow-list). */
    DUES_ADMIN: boolean('dues_admin').notNull().default(false),
    /** When the account last signed in, and how ('password' | 'sso'): the accounts screen shows both. */
    LAST_SIGN_IN_AT: timestamp('last_sign_in_at', { withTimezone: true }),
    LAST_SIGN_IN_METHOD: varchar('last_sign_in_method', { length: 16 }),
  },
  (t) => [
    uniqueIndex('accounts_username_uq').on(sql`lower(${t.USERNAME})`),
    // Single sign-on finds a staff account by its e-mail, in any case.
    index('accounts_email_lower_idx').on(sql`lower(${t.EMAIL})`),
    uniqueIndex('accounts_fm_id_uq').on(t.FM_ID),
    index('accounts_student_idx').on(t.STUDENT_ID),
  ],
);

/** Every change to a status, challan, due, route, stop or record. */
export const auditLog = pgTable(
  'audit_log',
  {
    ID: serial('id').primaryKey(),
    AT: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ACTOR_ID: integer('actor_id'),
    ACTOR_NAME: text('actor_name').notNull(),
    /** e.g. clearance_request, clearance_row, challan, card_request, card_due, route, stop, student */
    ENTITY: varchar('entity', { length: 40 }).notNull(),
    ENTITY_ID: text('entity_id').notNull(),
    ACTION: varchar('action', { length: 40 }).notNull(),
    BEFORE: jsonb('before'),
    AFTER: jsonb('after'),
  },
  (t) => [
    index('audit_entity_idx').on(t.ENTITY, t.ENTITY_ID, t.AT),
    // The insights dashboard reads one kind of entry over the last weeks.
    index('audit_log_entity_at_idx').on(t.ENTITY, t.AT),
    // The administrator's audit search: newest first over everything, or over one actor.
    index('audit_log_at_idx').on(t.AT, t.ID),
    index('audit_log_actor_at_idx').on(t.ACTOR_ID, t.AT, t.ID),
  ],
);

/** Mail kept when no SMTP server is configured, and a record of what was sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ID: serial('id').primaryKey(),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    TO: text('to_address').notNull(),
    SUBJECT: text('subject').notNull(),
    TEXT: text('body_text').notNull(),
    HTML: text('body_html'),
    SENT_AT: timestamp('sent_at', { withTimezone: true }),
    /** The last error of sending. */
    ERROR: text('error'),
    /** queued | sending | sent | failed | kept (no SMTP configured). */
    STATUS: varchar('status', { length: 8 }).notNull().default('queued'),
    ATTEMPTS: integer('attempts').notNull().default(0),
    LAST_ATTEMPT_AT: timestamp('last_attempt_at', { withTimezone: true }),
    /** One mail per event: a second mail for the same key is never recorded, so never sent. */
    IDEMP_KEY: text('idemp_key'),
    /**
     * The random part of the mail's Message-ID, drawn when the mail is recorded: a restored or second database
     * numbers its mails again, and without it their Message-IDs would be those of other mails.
     */
    MESSAGE_TOKEN: text('message_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.CREATED_AT),
    uniqueIndex('mail_outbox_idemp_key_uq').on(t.IDEMP_KEY),
    // The administrator's mail screen: failed mails newest first, and mails sent per day.
    index('mail_outbox_status_created_idx').on(t.STATUS, t.CREATED_AT),
    index('mail_outbox_sent_idx').on(t.SENT_AT),
  ],
);
