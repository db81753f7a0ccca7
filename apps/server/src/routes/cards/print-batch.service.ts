import { M, type Message, cardSerial, reasonFields, idCardPrintRefusal, passPrintRefusal, type PrintBatchBody, type PrintRefusal, type SessionUser } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { cardPrintBatches, cardPrintItems } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import type { PrintableCard } from '../../documents/card-layout.js';
import { cardSources, studentPhoto, type CardSource, type IssuedCardRow } from './cards.repository.js';
import { claimsOf, faceOf, issueCard, validUntilOf } from './issue-card.service.js';
import type { CardSigner } from './signing-keys.js';

/** Photos are printed at about 300 dpi on a 20 × 25 mm box. */
const PHOTO_PIXELS = { width: 240, height: 300 };

/** Why a request cannot be printed now, or null. */
function refusalOf(s: CardSource | undefined, now: Date): Message | null {
  if (!s) return M.cards.requestNotFound;
  if (s.kind === 'id-card') {
    return idCardPrintRefusal({
      deleted: s.deleted,
      cardType: s.cardType,
      status: s.status,
      feeUnpaid: s.feeUnpaid,
      hasPhoto: s.hasPhoto,
      replacedByLaterRequest: s.replacedByLater,
      studentCleared: s.studentCleared,
    });
  }
  return passPrintRefusal(
    {
      status: s.status,
      challanPaid: s.challanPaidAt != null,
      hasPhoto: s.hasPhoto,
      replacedByLaterPass: s.replacedByLater,
      studentCleared: s.studentCleared,
      validUntil: s.card?.validUntil ?? validUntilOf(s),
    },
    now,
  );
}

export type PrintOutcome = { ok: false; refused: PrintRefusal[] } | { ok: true; batchId: number; reprints: number; pdf: Buffer };

/** Makes the print file of a batch's cards (the PDF builder). */
export type RenderCards = (cards: PrintableCard[], batchId: number) => Promise<Buffer>;

/**
 * A print batch: every request must be printable, or nothing is printed nor recorded and each refused row
 * comes back with its reason. Otherwise, in one short transaction, each request's card is issued (first
 * print) or found (a reprint when an earlier batch printed it) and the batch and its cards are recorded and
 * audited. The slow part — photos resized, cards signed, the PDF drawn (up to 200 cards) — runs after it
 * commits, holding no database connection or lock meanwhile. Should drawing fail, the batch record is taken
 * back (its cards stay issued, as a later batch would find them), so a batch stays recorded only with its file.
 */
export async function printBatch(db: Db, signer: CardSigner, user: SessionUser, body: PrintBatchBody, institution: string, now: Date, render: RenderCards): Promise<PrintOutcome> {
  const recorded = await recordBatch(db, signer, user, body, now);
  if (!recorded.ok) return recorded;
  const { batchId, reprints, ordered, cards } = recorded;
  try {
    const printable: PrintableCard[] = [];
    for (const [i, s] of ordered.entries()) {
      const photo = await studentPhoto(db, s.studentId);
      printable.push({
        face: faceOf(s, cards[i], institution),
        token: await signer.sign(claimsOf(s, cards[i])),
        photo: photo ? await sharp(photo).rotate().resize({ ...PHOTO_PIXELS, fit: 'cover' }).jpeg({ quality: 90 }).toBuffer() : null,
      });
    }
    return { ok: true as const, batchId, reprints, pdf: await render(printable, batchId) };
  } catch (err) {
    await takeBack(db, user, batchId);
    throw err;
  }
}

/** Checks every request and, when all are printable, issues their cards and records the batch, in one transaction. */
async function recordBatch(db: Db, signer: CardSigner, user: SessionUser, body: PrintBatchBody, now: Date) {
  return db.transaction(async (tx) => {
    const sources = await cardSources(tx, body.kind, body.ids);
    const refused = body.ids.flatMap((id): PrintRefusal[] => {
      const said = refusalOf(sources.get(id), now);
      return said ? [{ id, ...reasonFields(said) }] : [];
    });
    if (refused.length) return { ok: false as const, refused };
    const ordered = body.ids.map((id) => sources.get(id)!);
    await signer.register(tx);
    const cards: IssuedCardRow[] = [];
    for (const s of ordered) cards.push(await issueCard(tx, s));
    const printedBefore = new Set(
      (await tx.select({ CARD_ID: cardPrintItems.CARD_ID }).from(cardPrintItems).where(inArray(cardPrintItems.CARD_ID, cards.map((c) => c.cardId)))).map(
        (r) => r.CARD_ID,
      ),
    );
    const reprints = cards.filter((c) => printedBefore.has(c.cardId)).length;
    const [batch] = await tx
      .insert(cardPrintBatches)
      .values({ KIND: body.kind, LAYOUT: body.layout, CREATED_BY: user.ID, CREATED_BY_NAME: user.NM, CARD_COUNT: cards.length, REPRINTS: reprints })
      .returning();
    const items = ordered.map((s, i) => ({
      BATCH_ID: batch.BATCH_ID,
      CARD_ID: cards[i].cardId,
      TRANS_ID: s.transId,
      POSITION: i + 1,
      ROLNO: s.rollNo,
      NAME: s.name,
      REPRINT: printedBefore.has(cards[i].cardId),
    }));
    await tx.insert(cardPrintItems).values(items);
    await audit(tx, user, {
      entity: 'card-print-batch',
      entityId: batch.BATCH_ID,
      action: 'print',
      after: {
        kind: body.kind,
        layout: body.layout,
        cards: items.map((it) => ({ transId: it.TRANS_ID, serial: cardSerial(body.kind, it.CARD_ID), reprint: it.REPRINT })),
      },
    });
    return { ok: true as const, batchId: batch.BATCH_ID, reprints, ordered, cards };
  });
}

/** A batch whose file could not be drawn is taken back (its items and record), audited. */
async function takeBack(db: Db, user: SessionUser, batchId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(cardPrintItems).where(eq(cardPrintItems.BATCH_ID, batchId));
    await tx.delete(cardPrintBatches).where(eq(cardPrintBatches.BATCH_ID, batchId));
    await audit(tx, user, { entity: 'card-print-batch', entityId: batchId, action: 'print-failed' });
  });
}
