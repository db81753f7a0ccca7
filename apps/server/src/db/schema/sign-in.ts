import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './core.js';

/** One-time recovery codes of two-factor sign-in: only a hash of each is kept; a used code is deleted. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    ID: serial('id').primaryKey(),
    ACCOUNT_ID: integer('account_id')
      .notNull()
      .references(() => accounts.ID, { onDelete: 'cascade' }),
    CODE_HASH: text('code_hash').notNull(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_account_code_uq').on(t.ACCOUNT_ID, t.CODE_HASH), index('mfa_recovery_codes_account_idx').on(t.ACCOUNT_ID)],
);

/**
 * Whether a role must sign in with a second factor (role: ADM or FMR). A role without a row takes the
 * default (administrators must, staff need not); the administrator's choice is stored here.
 */
export const mfaRoleRequirements = pgTable('mfa_role_requirements', {
  ROLE: varchar('role', { length: 8 }).primaryKey(),
  REQUIRED: boolean('required').notNull(),
  UPDATED_AT: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  UPDATED_BY: text('updated_by'),
});

/**
 * Single sign-on flows on their way to the university's provider, kept in the database so that the callback
 * may reach any instance: the state (only its hash is kept), the PKCE verifier and the nonce. A flow is read
 * once (deleted by its callback) and expires after a few minutes.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    STATE_HASH: text('state_hash').primaryKey(),
    CODE_VERIFIER: text('code_verifier').notNull(),
    NONCE: text('nonce').notNull(),
    EXPIRES_AT: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_flows_expires_idx').on(t.EXPIRES_AT)],
);

/**
 * What a single sign-on callback decided, waiting for the web app to collect it with a one-time code (only its
 * hash is kept): the account a session is to be issued for, or the refusal's message. The session token itself
 * is issued when the code is exchanged, so it never travels in a URL.
 */
export const ssoHandovers = pgTable(
  'sso_handovers',
  {
    CODE_HASH: text('code_hash').primaryKey(),
    ACCOUNT_ID: integer('account_id').references(() => accounts.ID, { onDelete: 'cascade' }),
    /** The provider said a second factor was used (its `amr`): the portal's own code is not asked again. */
    SECOND_FACTOR_DONE: boolean('second_factor_done').notNull().default(false),
    /** A refusal: its message code and arguments. */
    REFUSAL: jsonb('refusal').$type<{ code: string; text: string; args?: string[] }>(),
    EXPIRES_AT: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_handovers_expires_idx').on(t.EXPIRES_AT)],
);
