import { CARD_TYPE } from '../id-cards/cards.js';
import { STATUS, STATUS_NAMES } from '../statuses.js';
import { CARDS_MSG } from './messages.js';
import { M, type Message } from '../message-codes.js';
import type { CardKind, CardReasonCode, CardVerdict, DigitalCardMissing } from './schemas.js';

/** Serial prefixes per kind: `IC-000123` for ID cards, `TP-000123` for transport passes. */
export const CARD_SERIAL_PREFIX: Record<CardKind, string> = { 'id-card': 'IC', 'transport-pass': 'TP' };

/** A card's serial from its number in the issued-cards table. */
export const cardSerial = (kind: CardKind, cardId: number) => `${CARD_SERIAL_PREFIX[kind]}-${String(cardId).padStart(6, '0')}`;

/** The kind and number a serial names, or null when it is not a serial. */
export function parseCardSerial(serial: string): { kind: CardKind; cardId: number } | null {
  const m = /^(IC|TP)-(\d{6,10})$/.exec(serial.trim().toUpperCase());
  if (!m) return null;
  const cardId = Number(m[2]);
  if (!Number.isSafeInteger(cardId) || cardId < 1 || cardId > 2_147_483_647) return null;
  return { kind: m[1] === 'IC' ? 'id-card' : 'transport-pass', cardId };
}

const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The last day an ID card is valid: the end (31 December) of the programme's last year, counted from
 * the admission year (a BS student admitted in 2024 studies 2024–2028: valid until 2028-12-31).
 */
export function idCardValidUntil(admissionYear: number, programmeYears: number): string {
  return iso(admissionYear + programmeYears, 12, 31);
}

/**
 * The last day a transport pass is valid: a pass runs for one year from the day its challan was paid
 * (the day before the payment's anniversary), and never past the student's ID card.
 */
export function transportPassValidUntil(paidAt: Date, idCardUntil: string): string {
  const end = new Date(Date.UTC(paidAt.getUTCFullYear() + 1, paidAt.getUTCMonth(), paidAt.getUTCDate() - 1));
  const pass = iso(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate());
  return pass < idCardUntil ? pass : idCardUntil;
}

/** Today's calendar day (UTC) as `YYYY-MM-DD`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whether a card valid until `validUntil` (inclusive) has expired on `now`. */
export const isExpired = (validUntil: string, now: Date) => dayOf(now) > validUntil;

/** What the university's records say about an issued card (read when verifying). */
export interface CardFacts {
  kind: CardKind;
  validUntil: string;
  /** Revoked by its office, with the reason given. */
  revokedReason?: string | null;
  /** ID card: the student has asked for a later card (duplicate, triplicate, quadruplicate). */
  replacedByLaterRequest?: boolean;
  /** The student's clearance is complete (they have left the university). */
  studentCleared?: boolean;
  /** Transport pass: its challan is paid. */
  challanPaid?: boolean;
  /** Transport pass: a later transport request of the student exists. */
  replacedByLaterPass?: boolean;
}

export interface CardStanding {
  verdict: Exclude<CardVerdict, 'not-genuine'>;
  reasonCode: CardReasonCode | null;
  reason: string;
}

/**
 * The standing of a genuine card: revoked (by the office, clearance, a later card, an unpaid or replaced
 * pass — in that order), else expired after its valid-until day, else valid. Revocation wins over expiry:
 * a lost card stays REVOKED after its date too.
 */
export function cardStanding(facts: CardFacts, now: Date): CardStanding {
  const revoked = (reasonCode: CardReasonCode, reason: string): CardStanding => ({ verdict: 'revoked', reasonCode, reason });
  if (facts.revokedReason) return revoked('revoked-by-office', CARDS_MSG.revokedByOffice(facts.revokedReason));
  if (facts.studentCleared) return revoked('cleared', CARDS_MSG.cleared);
  if (facts.kind === 'id-card' && facts.replacedByLaterRequest) return revoked('replaced', CARDS_MSG.replaced);
  if (facts.kind === 'transport-pass') {
    if (facts.replacedByLaterPass) return revoked('pass-replaced', CARDS_MSG.passReplaced);
    if (!facts.challanPaid) return revoked('pass-unpaid', CARDS_MSG.passUnpaid);
  }
  if (isExpired(facts.validUntil, now)) return { verdict: 'expired', reasonCode: 'expired', reason: CARDS_MSG.expired };
  return { verdict: 'valid', reasonCode: null, reason: CARDS_MSG.valid };
}

/** Statuses of an ID-card request that may be printed (Delivered again is a reprint). */
export const PRINTABLE_ID_CARD_STATUSES: readonly number[] = [STATUS.SUBMITTED, STATUS.IN_PROGRESS, STATUS.APPROVED, STATUS.FEE_PAID, STATUS.DELIVERED];
/** Statuses of a transport request that may be printed once its challan is paid. */
export const PRINTABLE_TRANSPORT_STATUSES: readonly number[] = [
  STATUS.SUBMITTED,
  STATUS.IN_PROGRESS,
  STATUS.APPROVED,
  STATUS.FEE_PAID,
  STATUS.DELIVERED,
];

/** An ID-card request as the print check reads it. */
export interface IdCardPrintFacts {
  deleted: boolean;
  cardType: number;
  status: number;
  /** A fee is charged (duplicate and later) and not yet paid. */
  feeUnpaid: boolean;
  hasPhoto: boolean;
  replacedByLaterRequest: boolean;
  studentCleared: boolean;
}

/** Why an ID-card request cannot be printed, or null when it can. */
export function idCardPrintRefusal(r: IdCardPrintFacts): Message | null {
  if (r.deleted) return M.cards.requestDeleted;
  if (r.cardType === CARD_TYPE.CLEARANCE) return M.cards.clearanceCardNotPrinted;
  if (!PRINTABLE_ID_CARD_STATUSES.includes(r.status)) return M.cards.notPrintableStatus(STATUS_NAMES[r.status] ?? String(r.status));
  if (r.feeUnpaid) return M.cards.feeUnpaid;
  if (r.studentCleared) return M.cards.studentCleared;
  if (r.replacedByLaterRequest) return M.cards.replacedByLater;
  if (!r.hasPhoto) return M.cards.photoMissing;
  return null;
}

/** A transport request as the print check reads it. */
export interface PassPrintFacts {
  status: number;
  challanPaid: boolean;
  hasPhoto: boolean;
  replacedByLaterPass: boolean;
  studentCleared: boolean;
  /** The pass's valid-until (when the challan is paid). */
  validUntil: string | null;
}

/** Why a transport request cannot be printed as a pass, or null when it can. */
export function passPrintRefusal(r: PassPrintFacts, now: Date): Message | null {
  if (!PRINTABLE_TRANSPORT_STATUSES.includes(r.status)) return M.cards.notPrintableStatus(STATUS_NAMES[r.status] ?? String(r.status));
  if (!r.challanPaid) return M.cards.challanUnpaid;
  if (r.studentCleared) return M.cards.studentCleared;
  if (r.replacedByLaterPass) return M.cards.passReplaced;
  if (r.validUntil && isExpired(r.validUntil, now)) return M.cards.passPeriodOver;
  if (!r.hasPhoto) return M.cards.photoMissing;
  return null;
}

/** The student's latest ID-card request as the digital card reads it (null: none). */
export interface DigitalIdCardFacts {
  status: number;
  hasPhoto: boolean;
  standing: CardStanding | null;
}

/** What keeps the digital ID card from being shown, or null when it can be. */
export function digitalIdCardMissing(r: DigitalIdCardFacts | null): { missing: DigitalCardMissing; msg: string } | null {
  if (!r) return { missing: 'no-request', msg: CARDS_MSG.noIdCardRequest };
  if (r.status !== STATUS.DELIVERED) return { missing: 'not-delivered', msg: CARDS_MSG.idCardNotDelivered };
  if (!r.hasPhoto) return { missing: 'no-photo', msg: CARDS_MSG.noPhoto };
  if (r.standing?.verdict === 'revoked') return { missing: 'revoked', msg: CARDS_MSG.idCardRevoked };
  return null;
}

/** The student's latest transport request as the digital pass reads it (null: none). */
export interface DigitalPassFacts {
  challanPaid: boolean;
  /** The student has left the university (clearance complete). */
  studentCleared?: boolean;
  hasPhoto: boolean;
  validUntil: string | null;
}

/** What keeps the digital transport pass from being shown, or null when it can be. */
export function digitalPassMissing(r: DigitalPassFacts | null, now: Date): { missing: DigitalCardMissing; msg: string } | null {
  if (!r) return { missing: 'no-request', msg: CARDS_MSG.noTransportRequest };
  if (!r.challanPaid) return { missing: 'challan-unpaid', msg: CARDS_MSG.transportChallanUnpaid };
  if (r.studentCleared) return { missing: 'revoked', msg: CARDS_MSG.transportPassRevoked };
  if (r.validUntil && isExpired(r.validUntil, now)) return { missing: 'expired', msg: CARDS_MSG.transportPassExpired };
  if (!r.hasPhoto) return { missing: 'no-photo', msg: CARDS_MSG.noPhoto };
  return null;
}
