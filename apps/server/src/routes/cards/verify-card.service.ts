import { CARDS_MSG, parseCardSerial, type CardHolder, type CardReasonCode, type VerifyCardAnswer } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { cardSourceByCardId, studentPhoto, type CardSource } from './cards.repository.js';
import { photoUrlOf, standingOf } from './issue-card.service.js';
import type { CardSigner, TokenProblem } from './signing-keys.js';

const PROBLEM_MSG: Record<TokenProblem, string> = {
  malformed: CARDS_MSG.malformed,
  'unknown-key': CARDS_MSG.unknownKey,
  'not-genuine': CARDS_MSG.notGenuine,
};

/**
 * A card token read as a genuine card of one holder with its source (for the photo), or why not.
 * A genuine token whose card the records no longer hold is `unknown-card`.
 */
async function readCardToken(
  db: DbOrTx,
  signer: CardSigner,
  token: string,
): Promise<{ ok: true; holder: CardHolder; source: CardSource | null } | { ok: false; problem: TokenProblem }> {
  const check = await signer.check(token);
  if (!check.ok) return check;
  const { claims } = check;
  const serial = parseCardSerial(claims.serial);
  const source = serial && serial.kind === claims.kind ? await cardSourceByCardId(db, serial.kind, serial.cardId) : null;
  const holder: CardHolder = {
    serial: claims.serial,
    name: claims.name,
    rollNo: claims.rollNo,
    programme: claims.programme,
    validUntil: claims.validUntil,
    kind: claims.kind,
    ...(claims.route !== undefined ? { route: claims.route } : {}),
    ...(claims.stop !== undefined ? { stop: claims.stop } : {}),
  };
  const same = source?.card && source.rollNo.toLowerCase() === claims.rollNo.toLowerCase();
  return { ok: true, holder, source: same ? source : null };
}

/**
 * The verdict on a scanned card: NOT GENUINE for anything not signed by the university (never an error),
 * else what the records say now (revoked and why, expired, valid). Shows only what the card shows.
 */
export async function verifyCard(db: DbOrTx, signer: CardSigner, token: string, now: Date): Promise<VerifyCardAnswer> {
  const checkedAt = now.toISOString();
  const read = await readCardToken(db, signer, token);
  if (!read.ok) {
    return { valid: false, revoked: false, verdict: 'not-genuine', reasonCode: read.problem, reason: PROBLEM_MSG[read.problem], holder: null, photoUrl: null, checkedAt };
  }
  if (!read.source?.card) {
    const reasonCode: CardReasonCode = 'unknown-card';
    return { valid: false, revoked: true, verdict: 'revoked', reasonCode, reason: CARDS_MSG.unknownCard, holder: read.holder, photoUrl: null, checkedAt };
  }
  const standing = standingOf(read.source, read.source.card, now);
  const revoked = standing.verdict === 'revoked';
  return {
    valid: standing.verdict === 'valid',
    revoked,
    verdict: standing.verdict,
    reasonCode: standing.reasonCode,
    reason: standing.reason,
    holder: read.holder,
    // A revoked card no longer shows its holder's face (see cardPhoto): the verifier is not sent to a refusal.
    photoUrl: revoked ? null : photoUrlOf(token),
    checkedAt,
  };
}

/**
 * The holder's stored photo for a card token, or null: not genuine, a card the records do not hold, a card
 * revoked (by the office or by the records: replaced, the student left), or no photo. A revoked card in
 * someone else's hands must not keep lending them the holder's face; an expired card still shows it.
 */
export async function cardPhoto(db: DbOrTx, signer: CardSigner, token: string, now: Date): Promise<Buffer | null> {
  const read = await readCardToken(db, signer, token);
  if (!read.ok || !read.source?.card) return null;
  if (standingOf(read.source, read.source.card, now).verdict === 'revoked') return null;
  return studentPhoto(db, read.source.studentId);
}
