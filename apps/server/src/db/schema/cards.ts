import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, students } from './core.js';
import { cardRequests } from './id-cards.js';
import { transportRequests } from './transport.js';

/**
 * Every public key that ever signed a card (`GET /api/cards/keys` publishes them all): a rotated key's
 * printed cards stay verifiable. The private key is never stored here (it lives beside the embedded
 * database like the token secret, or comes from CARD_SIGNING_KEY).
 */
export const cardSigningKeys = pgTable('card_signing_keys', {
  KID: varchar('kid', { length: 64 }).primaryKey(),
  PUBLIC_JWK: jsonb('public_jwk').$type<{ kty: 'OKP'; crv: 'Ed25519'; x: string }>().notNull(),
  /** When the key first signed a card. */
  CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issued cards: one per ID-card request (KIND 'id-card', CARD_TRANS_ID) or transport request (KIND
 * 'transport-pass', TRANSPORT_TRANS_ID), made on its first print or first digital view. CARD_ID gives the
 * stable serial (IC-000123, TP-000123). Revocation by the office is kept here; the other revocations
 * (a later card request, clearance, an unpaid or replaced pass) are read from the records when verifying.
 */
export const issuedCards = pgTable(
  'issued_cards',
  {
    CARD_ID: serial('card_id').primaryKey(),
    KIND: varchar('kind', { length: 16 }).notNull(),
    STUDENT_ID: integer('student_id')
      .notNull()
      .references(() => students.ID, { onDelete: 'cascade' }),
    CARD_TRANS_ID: integer('card_trans_id').references(() => cardRequests.TRANS_ID, { onDelete: 'cascade' }),
    TRANSPORT_TRANS_ID: integer('transport_trans_id').references(() => transportRequests.TRANS_ID, { onDelete: 'cascade' }),
    /** The last day the card is valid, as signed into its token. */
    VALID_UNTIL: date('valid_until', { mode: 'string' }).notNull(),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    REVOKED_AT: timestamp('revoked_at', { withTimezone: true }),
    REVOKED_BY: integer('revoked_by').references(() => accounts.ID, { onDelete: 'set null' }),
    REVOKE_REASON: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('issued_cards_card_request_uq').on(t.CARD_TRANS_ID),
    uniqueIndex('issued_cards_transport_request_uq').on(t.TRANSPORT_TRANS_ID),
    index('issued_cards_student_idx').on(t.STUDENT_ID),
    check(
      'issued_cards_kind_ck',
      sql`(kind = 'id-card' and card_trans_id is not null and transport_trans_id is null) or (kind = 'transport-pass' and transport_trans_id is not null and card_trans_id is null)`,
    ),
  ],
);

/** Print batches: who printed which cards, when, in which layout. */
export const cardPrintBatches = pgTable(
  'card_print_batches',
  {
    BATCH_ID: serial('batch_id').primaryKey(),
    KIND: varchar('kind', { length: 16 }).notNull(),
    LAYOUT: varchar('layout', { length: 8 }).notNull(),
    CREATED_AT: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    CREATED_BY: integer('created_by').references(() => accounts.ID, { onDelete: 'set null' }),
    /** The printer's name as it was (kept when the account goes). */
    CREATED_BY_NAME: text('created_by_name').notNull(),
    CARD_COUNT: integer('card_count').notNull(),
    REPRINTS: integer('reprints').notNull().default(0),
  },
  (t) => [index('card_print_batches_kind_idx').on(t.KIND, t.CREATED_AT.desc(), t.BATCH_ID.desc())],
);

/** The cards of a print batch; REPRINT when the card had been printed in an earlier batch. */
export const cardPrintItems = pgTable(
  'card_print_items',
  {
    BATCH_ID: integer('batch_id')
      .notNull()
      .references(() => cardPrintBatches.BATCH_ID, { onDelete: 'cascade' }),
    CARD_ID: integer('card_id')
      .notNull()
      .references(() => issuedCards.CARD_ID, { onDelete: 'cascade' }),
    /** The request printed (ID-card or transport request, by the batch's kind). */
    TRANS_ID: integer('trans_id').notNull(),
    POSITION: integer('position').notNull(),
    ROLNO: varchar('rolno', { length: 32 }).notNull(),
    NAME: text('name').notNull(),
    REPRINT: boolean('reprint').notNull(),
  },
  (t) => [primaryKey({ columns: [t.BATCH_ID, t.CARD_ID] }), index('card_print_items_card_idx').on(t.CARD_ID)],
);
