import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
