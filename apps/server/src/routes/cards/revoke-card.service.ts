import { CARDS_MSG, type SessionUser } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { issuedCards } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';

/**
 * Revokes an issued card with the office's reason, audited, in one transaction. Refused (nothing changed)
 * when the card is already revoked, including by a second office member at the same moment.
 */
export async function revokeCard(db: Db, user: SessionUser, cardId: number, serial: string, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(issuedCards)
      .set({ REVOKED_AT: now, REVOKED_BY: user.ID, REVOKE_REASON: reason })
      .where(and(eq(issuedCards.CARD_ID, cardId), isNull(issuedCards.REVOKED_AT)))
      .returning();
    if (!row) return { ok: false as const, msg: CARDS_MSG.alreadyRevoked };
    await audit(tx, user, { entity: 'card', entityId: serial, action: 'revoke', before: { revoked: false }, after: { revoked: true, reason } });
    return { ok: true as const, revokedAt: now.toISOString() };
  });
}
