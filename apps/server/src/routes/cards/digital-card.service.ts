import { digitalIdCardMissing, digitalPassMissing, type CardKind, type DigitalCardData } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import type { CardSource } from './cards.repository.js';
import { claimsOf, faceOf, issueCard, photoUrlOf, standingOf, validUntilOf } from './issue-card.service.js';
import type { CardSigner } from './signing-keys.js';

/**
 * A student's digital card or pass: once it may be shown, its card is issued (on first view) and signed;
 * before that, what is missing. The ID card shows once Delivered and not revoked; the pass once its
 * challan is paid and while its period runs.
 */
export async function digitalCard(
  db: DbOrTx,
  signer: CardSigner,
  kind: CardKind,
  source: CardSource | null,
  institution: string,
  now: Date,
): Promise<DigitalCardData> {
  const missing =
    kind === 'id-card'
      ? digitalIdCardMissing(
          source && {
            status: source.status,
            hasPhoto: source.hasPhoto,
            standing: source.card ? standingOf(source, source.card, now) : revokedByRecords(source),
          },
        )
      : digitalPassMissing(source && { challanPaid: source.challanPaidAt != null, studentCleared: source.studentCleared, hasPhoto: source.hasPhoto, validUntil: validUntilOf(source) }, now);
  if (missing || !source) return { available: false, missing: missing?.missing ?? 'no-request', msg: missing?.msg ?? '' };
  const card = await issueCard(db, source);
  await signer.register(db);
  const token = await signer.sign(claimsOf(source, card));
  return { available: true, serial: claimsOf(source, card).serial, token, card: faceOf(source, card, institution), photoUrl: photoUrlOf(token) };
}

/** Before a card is issued, the records alone can say it would be revoked (the student left). */
const revokedByRecords = (s: CardSource) => (s.studentCleared ? ({ verdict: 'revoked', reasonCode: 'cleared', reason: '' } as const) : null);
