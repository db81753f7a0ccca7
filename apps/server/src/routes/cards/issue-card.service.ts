import {
  cardSerial,
  cardStanding,
  idCardValidUntil,
  transportPassValidUntil,
  type CardFace,
  type CardStanding,
  type CardTokenClaims,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { PROGRAMME_YEARS } from '../../db/academics.js';
import type { DbOrTx } from '../../db/client.js';
import { issuedCards } from '../../db/schema/index.js';
import type { CardSource, IssuedCardRow } from './cards.repository.js';

/** Programme length when a programme's course code is not in the table (the BS length). */
const DEFAULT_PROGRAMME_YEARS = 4;

/** The ID card's last valid day: the end of the programme's last year. */
export const idCardUntilOf = (s: Pick<CardSource, 'admissionYear' | 'cCode'>) => idCardValidUntil(s.admissionYear, PROGRAMME_YEARS[s.cCode] ?? DEFAULT_PROGRAMME_YEARS);

/** The last valid day a card made now from this request would carry (null: a pass whose challan is unpaid). */
export function validUntilOf(s: CardSource): string | null {
  if (s.kind === 'id-card') return idCardUntilOf(s);
  return s.challanPaidAt ? transportPassValidUntil(s.challanPaidAt, idCardUntilOf(s)) : null;
}

/**
 * The request's card: its row when issued, else a new one (the serial is then fixed for good). Two
 * callers at once get the same card (the request's unique index decides).
 */
export async function issueCard(db: DbOrTx, s: CardSource): Promise<IssuedCardRow> {
  if (s.card) return s.card;
  const validUntil = validUntilOf(s);
  if (!validUntil) throw new Error('A card is issued only when its valid-until day is known');
  const target = s.kind === 'id-card' ? issuedCards.CARD_TRANS_ID : issuedCards.TRANSPORT_TRANS_ID;
  const [row] = await db
    .insert(issuedCards)
    .values({
      KIND: s.kind,
      STUDENT_ID: s.studentId,
      CARD_TRANS_ID: s.kind === 'id-card' ? s.transId : null,
      TRANSPORT_TRANS_ID: s.kind === 'transport-pass' ? s.transId : null,
      VALID_UNTIL: validUntil,
    })
    .onConflictDoUpdate({ target, set: { KIND: sql`excluded.kind` } })
    .returning();
  const card = { cardId: row.CARD_ID, validUntil: row.VALID_UNTIL, createdAt: row.CREATED_AT, revokedAt: row.REVOKED_AT, revokeReason: row.REVOKE_REASON };
  s.card = card;
  return card;
}

/** The claims signed into an issued card's token; issued-at is the card's issue, so its token is stable. */
export function claimsOf(s: CardSource, card: IssuedCardRow): CardTokenClaims {
  return {
    serial: cardSerial(s.kind, card.cardId),
    rollNo: s.rollNo,
    name: s.name,
    programme: s.programme,
    validUntil: card.validUntil,
    kind: s.kind,
    ...(s.kind === 'transport-pass' ? { route: s.route ?? '', stop: s.stop ?? '' } : {}),
    iat: Math.floor(card.createdAt.getTime() / 1000),
  };
}

/** What the records say of an issued card now: valid, revoked (and why) or expired. */
export function standingOf(s: CardSource, card: IssuedCardRow, now: Date): CardStanding {
  return cardStanding(
    {
      kind: s.kind,
      validUntil: card.validUntil,
      revokedReason: card.revokedAt ? (card.revokeReason ?? '') || 'revoked' : null,
      replacedByLaterRequest: s.replacedByLater,
      replacedByLaterPass: s.replacedByLater,
      studentCleared: s.studentCleared,
      challanPaid: s.challanPaidAt != null,
    },
    now,
  );
}

/** The card as printed. */
export function faceOf(s: CardSource, card: IssuedCardRow, institution: string): CardFace {
  const serial = cardSerial(s.kind, card.cardId);
  return {
    kind: s.kind,
    serial,
    institution,
    name: s.name,
    fatherName: s.fatherName,
    rollNo: s.rollNo,
    programme: s.programme,
    session: s.session,
    validUntil: card.validUntil,
    bloodGroup: s.bloodGroup,
    contact: s.contact,
    address: s.address,
    rfId: s.rfId,
    route: s.route,
    stop: s.stop,
    passNo: s.kind === 'transport-pass' ? serial : null,
  };
}

/** The photo's address for an `<img>`: public, it carries the card's token (no guessable id). */
export const photoUrlOf = (token: string) => `/api/cards/photo?token=${encodeURIComponent(token)}`;
