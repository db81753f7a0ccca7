import { z } from 'zod';
import { CodedReasonSchema, envelope } from '../answers.js';
import { wholeNumberSchema, MAX_ID } from '../ids.js';
import { listQuery, pagedSchema } from '../paging.js';
import { CARDS_MSG } from './messages.js';

/** What a card is: a student ID card or a transport (bus) pass. */
export const CARD_KINDS = ['id-card', 'transport-pass'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export const CardKindSchema = z.enum(CARD_KINDS, { error: CARDS_MSG.badKind });

/** Print layouts: one CR80 card (85.6 × 54 mm) per page, or A4 sheets of ten cards with crop marks. */
export const PRINT_LAYOUTS = ['cr80', 'a4'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];
export const PrintLayoutSchema = z.enum(PRINT_LAYOUTS, { error: CARDS_MSG.badLayout });

/** Most cards in one print batch. */
export const MAX_PRINT_BATCH = 200;
/** Longest token accepted for verification (a real one is about 500 characters). */
export const MAX_CARD_TOKEN_LENGTH = 4096;
/** Longest reason an office may give for revoking a card. */
export const MAX_REVOKE_REASON = 200;

/** A card serial: `IC-000123` (ID card) or `TP-000123` (transport pass; also its pass number). */
export const CARD_SERIAL_PATTERN = /^(IC|TP)-\d{6,10}$/;
export const CardSerialSchema = z.string({ error: CARDS_MSG.badSerial }).regex(CARD_SERIAL_PATTERN, CARDS_MSG.badSerial);

/** A calendar date `YYYY-MM-DD` (valid-until is the last day the card is valid, inclusive). */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The claims of a card's signed token (compact JWS, EdDSA / Ed25519, header `{ alg: "EdDSA", kid }`).
 * No `exp`: an expired card still verifies as genuine and is then shown EXPIRED from `validUntil`.
 */
export const CardTokenClaimsSchema = z.object({
  serial: CardSerialSchema,
  rollNo: z.string(),
  name: z.string(),
  programme: z.string(),
  validUntil: DaySchema,
  kind: CardKindSchema,
  /** Transport pass only: route number and name, and the stop. */
  route: z.string().optional(),
  stop: z.string().optional(),
  /** Issued at, seconds since 1970 (JWT `iat`). */
  iat: z.number().int(),
});
export type CardTokenClaims = z.infer<typeof CardTokenClaimsSchema>;

/** The JWKS of `GET /api/cards/keys`: every public key that ever signed a card, the current one first. */
export const CardJwkSchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
export type CardJwk = z.infer<typeof CardJwkSchema>;
export const CardJwksSchema = z.object({ keys: z.array(CardJwkSchema) });
export type CardJwks = z.infer<typeof CardJwksSchema>;

/** What the verifier may show of a holder: never more than the card itself shows. */
export const CardHolderSchema = z.object({
  serial: z.string(),
  name: z.string(),
  rollNo: z.string(),
  programme: z.string(),
  validUntil: DaySchema,
  kind: CardKindSchema,
  route: z.string().optional(),
  stop: z.string().optional(),
});
export type CardHolder = z.infer<typeof CardHolderSchema>;

/** The verdict on a card: VALID, REVOKED, EXPIRED or NOT GENUINE. */
export const CARD_VERDICTS = ['valid', 'revoked', 'expired', 'not-genuine'] as const;
export type CardVerdict = (typeof CARD_VERDICTS)[number];

/** Why a card is not valid (machine-readable; `reason` carries the sentence). */
export const CARD_REASON_CODES = [
  'malformed',
  'not-genuine',
  'unknown-key',
  'unknown-card',
  'expired',
  'replaced',
  'cleared',
  'revoked-by-office',
  'pass-unpaid',
  'pass-replaced',
] as const;
export type CardReasonCode = (typeof CARD_REASON_CODES)[number];

/** `POST /api/cards/verify` (public, throttled). */
export const VerifyCardBodySchema = z.object({
  token: z
    .string({ error: CARDS_MSG.tokenRequired })
    .trim()
    .min(1, CARDS_MSG.tokenRequired)
    .max(MAX_CARD_TOKEN_LENGTH, CARDS_MSG.malformed),
});

/**
 * The verification answer. `valid` only when genuine, not revoked and not expired; `revoked` when the
 * university withdrew it (replaced, cleared, revoked by the office, pass unpaid or replaced). A bad or
 * tampered token is `valid: false, verdict: "not-genuine"` with `holder: null`, never an error status.
 * `photoUrl` (a path, absolute from the site root) works without signing in: it carries the token.
 */
export const VerifyCardAnswerSchema = z.object({
  valid: z.boolean(),
  revoked: z.boolean(),
  verdict: z.enum(CARD_VERDICTS),
  reasonCode: z.enum(CARD_REASON_CODES).nullable(),
  reason: z.string().nullable(),
  holder: CardHolderSchema.nullable(),
  photoUrl: z.string().nullable(),
  /** When the server checked (ISO date-time). */
  checkedAt: z.string(),
});
export type VerifyCardAnswer = z.infer<typeof VerifyCardAnswerSchema>;

/**
 * The card as printed, for the digital card: front (institution, photo, name, father's name, roll number,
 * programme, session, valid-until, blood group) and back (contact, address, RF ID, QR, barcode of the roll
 * number); a transport pass: photo, name, roll number, route and stop, valid-until, pass number, QR.
 */
export const CardFaceSchema = z.object({
  kind: CardKindSchema,
  serial: z.string(),
  institution: z.string(),
  name: z.string(),
  fatherName: z.string(),
  rollNo: z.string(),
  programme: z.string(),
  session: z.string(),
  validUntil: DaySchema,
  bloodGroup: z.string(),
  contact: z.string(),
  address: z.string(),
  rfId: z.string().nullable(),
  /** Transport pass only. */
  route: z.string().nullable(),
  stop: z.string().nullable(),
  /** Transport pass only: the pass number (its serial). */
  passNo: z.string().nullable(),
});
export type CardFace = z.infer<typeof CardFaceSchema>;

/** What keeps a student's digital card from being shown. */
export const DIGITAL_CARD_MISSING = ['no-request', 'not-delivered', 'challan-unpaid', 'expired', 'revoked', 'no-photo'] as const;
export type DigitalCardMissing = (typeof DIGITAL_CARD_MISSING)[number];

/**
 * `GET /api/student/digital-card` and `GET /api/student/digital-transport-pass`: the card's fields, its
 * serial and its signed token (for the QR) once available; before that, what is missing, said plainly.
 * `photoUrl` is a path that works in an `<img src>` (it carries the token).
 */
export const DigitalCardDataSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    serial: z.string(),
    token: z.string(),
    card: CardFaceSchema,
    photoUrl: z.string(),
  }),
  z.object({
    available: z.literal(false),
    missing: z.enum(DIGITAL_CARD_MISSING),
    msg: z.string(),
  }),
]);
export type DigitalCardData = z.infer<typeof DigitalCardDataSchema>;
export const DigitalCardAnswerSchema = envelope(DigitalCardDataSchema);
export type DigitalCardAnswer = z.infer<typeof DigitalCardAnswerSchema>;

/** `POST /api/admin/card-print-batches` — answers the PDF (application/pdf). */
export const PrintBatchBodySchema = z.object({
  kind: CardKindSchema,
  ids: z
    .array(wholeNumberSchema({ min: 1, max: MAX_ID, message: CARDS_MSG.badIds }), { error: CARDS_MSG.badIds })
    .min(1, CARDS_MSG.batchEmpty)
    .max(MAX_PRINT_BATCH, CARDS_MSG.batchTooLarge(MAX_PRINT_BATCH))
    .refine((ids) => new Set(ids).size === ids.length, CARDS_MSG.duplicateIds),
  layout: PrintLayoutSchema,
});
export type PrintBatchBody = z.infer<typeof PrintBatchBodySchema>;

/**
 * One refused row of a print batch: the request's number, why in English (`reason`) and that message's code
 * (`msgCode`, with `msgArgs` for a template) so a translated screen says it in its own words.
 */
export const PrintRefusalSchema = CodedReasonSchema.extend({ id: z.number().int() });
export type PrintRefusal = z.infer<typeof PrintRefusalSchema>;

/**
 * A print batch with any refused row is refused whole (409): nothing is printed or recorded, and every
 * refused row comes back with its reason.
 */
export const PrintBatchRefusedAnswerSchema = z.object({
  success: z.literal(false),
  msg: z.string(),
  refused: z.array(PrintRefusalSchema),
});
export type PrintBatchRefusedAnswer = z.infer<typeof PrintBatchRefusedAnswerSchema>;

/** Answer headers of a printed batch: its number and how many of its cards were reprints. */
export const PRINT_BATCH_HEADERS = { batchId: 'x-print-batch-id', reprints: 'x-print-batch-reprints' } as const;

/** `GET /api/admin/card-print-batches`: paged, newest first by default; the office's own kind only. */
export const PRINT_BATCH_COLUMNS = { sort: ['createdAt', 'batchId', 'count'], filter: ['createdBy', 'rollNo'] } as const;
export const PrintBatchListQuerySchema = listQuery(PRINT_BATCH_COLUMNS);
export type PrintBatchListQuery = z.infer<typeof PrintBatchListQuerySchema>;

export const PrintBatchItemSchema = z.object({
  transId: z.number().int(),
  serial: z.string(),
  rollNo: z.string(),
  name: z.string(),
  reprint: z.boolean(),
});

export const PrintBatchRowSchema = z.object({
  batchId: z.number().int(),
  kind: CardKindSchema,
  layout: PrintLayoutSchema,
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int().nullable(), name: z.string() }),
  count: z.number().int(),
  reprints: z.number().int(),
  items: z.array(PrintBatchItemSchema),
});
export type PrintBatchRow = z.infer<typeof PrintBatchRowSchema>;
export const PrintBatchListAnswerSchema = pagedSchema(PrintBatchRowSchema);

/** `POST /api/admin/cards/:serial/revoke { reason }` (the card's office; audited). */
export const RevokeCardParamsSchema = z.object({ serial: CardSerialSchema });
export const RevokeCardBodySchema = z.object({
  reason: z
    .string({ error: CARDS_MSG.reasonRequired })
    .trim()
    .min(1, CARDS_MSG.reasonRequired)
    .max(MAX_REVOKE_REASON, CARDS_MSG.reasonTooLong(MAX_REVOKE_REASON)),
});
export const RevokeCardAnswerSchema = envelope(
  z.object({ serial: z.string(), revokedAt: z.string(), reason: z.string() }),
);
