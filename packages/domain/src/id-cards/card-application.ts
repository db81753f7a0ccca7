import { CARD_TYPE } from './cards.js';
import { STATUS } from '../statuses.js';
import { M, type Message } from '../message-codes.js';

export const BLOOD_GROUP_OPTIONS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export { CARD_MSG } from './card-messages.js';

/** Statuses after which a card request is finished: the student may apply again. */
export const CLOSED_CARD_STATUSES: readonly number[] = [STATUS.DELIVERED, STATUS.COMPLETE, STATUS.REJECTED, STATUS.CANCELLED, STATUS.CLOSED];
/** Statuses in which the student fixes the request (update-new-card-request). */
export const STUDENT_FIXABLE_CARD_STATUSES: readonly number[] = [STATUS.INFO_MISSING, STATUS.IMAGE_NOT_CLEAR];
/** Statuses that mean a card was handed over (they count as issued cards). */
export const ISSUED_CARD_STATUSES: readonly number[] = [STATUS.DELIVERED, STATUS.COMPLETE];

export interface CardRequestLike {
  STUDENT_ID: number;
  REQ_STATUS: number;
  CARD_TYPE?: number;
  DELETED_AT?: Date | string | null;
}

/** An open request: not deleted and not in a closed status. */
export const isOpenCardRequest = (r: CardRequestLike) => !r.DELETED_AT && !CLOSED_CARD_STATUSES.includes(r.REQ_STATUS);

/**
 * Attempt number of the student's next card: 1 + the cards already issued (delivered, not deleted).
 * cardTypeForAttempt turns it into the card type.
 */
export const nextCardAttempt = (requests: CardRequestLike[]) =>
  1 + requests.filter((r) => !r.DELETED_AT && ISSUED_CARD_STATUSES.includes(r.REQ_STATUS)).length;

export type StudentDecision = { allowed: true } | { allowed: false; message: Message };
const ok: StudentDecision = { allowed: true };
const no = (message: Message): StudentDecision => ({ allowed: false, message });

/**
 * May the student apply for a card of `kind` ('new' or 'duplicate' — duplicate covers triplicate and
 * quadruplicate, decided by the attempt number)? One open request at a time; a first card only through
 * the new-card form, every later one through the duplicate form.
 */
export function canApplyForCard(kind: 'new' | 'duplicate', requests: CardRequestLike[]): StudentDecision {
  if (requests.some(isOpenCardRequest)) return no(M.card.openRequest);
  const attempt = nextCardAttempt(requests);
  if (kind === 'new' && attempt > 1) return no(M.card.alreadyHasCard);
  if (kind === 'duplicate' && attempt === 1) return no(M.card.noCardYet);
  return ok;
}


/** A duplicate, triplicate or quadruplicate carries a fee and a bank challan. */
export const cardHasChallan = (cardType: number) => cardType !== CARD_TYPE.NEW && cardType !== CARD_TYPE.CLEARANCE;
