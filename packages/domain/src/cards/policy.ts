import { DEPT } from '../departments.js';
import { isStaff, isStudent, type SessionUser } from '../session.js';
import { ALLOWED, type Decision, refuse } from '../workflow/decision.js';
import type { CardKind } from './schemas.js';
import { M } from '../message-codes.js';

/** What may be done with cards. */
export type CardAction = 'print' | 'revoke' | 'list-batches' | 'view-digital';

/** The record an action is about: the card's kind, and for the digital card its owner. */
export interface CardRecord {
  kind: CardKind;
  /** The student the card belongs to (view-digital). */
  studentId?: number;
}

/** The office that prints and revokes each kind of card. */
export const CARD_OFFICE_OF: Record<CardKind, number> = { 'id-card': DEPT.CARD_OFFICE, 'transport-pass': DEPT.TRANSPORT };

/** The kind of card an office handles (null: none). */
export function cardKindOfOffice(user: SessionUser | null): CardKind | null {
  if (!user || !isStaff(user)) return null;
  if (user.D_ID === DEPT.CARD_OFFICE) return 'id-card';
  if (user.D_ID === DEPT.TRANSPORT) return 'transport-pass';
  return null;
}

/**
 * Who may do what with cards: ID cards are the card office's, transport passes the transport office's
 * (printing, revoking and their print batches); a student sees only their own digital card. The caller is
 * signed in (the access table answers 401 before any route runs); the routes pass the answer to `enforce()`.
 */
export function authorizeCard(user: SessionUser, action: CardAction, record: CardRecord): Decision {
  if (action === 'view-digital') {
    if (isStudent(user) && record.studentId !== undefined && user.STD_ID === record.studentId) return ALLOWED;
    return refuse(403, M.cards.ownCardOnly);
  }
  if (isStaff(user) && user.D_ID === CARD_OFFICE_OF[record.kind]) return ALLOWED;
  return refuse(403, record.kind === 'id-card' ? M.cards.idCardsAreCardOffice : M.cards.passesAreTransportOffice);
}
