import { and, desc, eq, isNull } from 'drizzle-orm';
import { CARD_TYPE_NAMES, STUDENT_FIXABLE_CARD_STATUSES, cardHasChallan, nextStepFor, statusName } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { cardRequests } from '../../db/schema/index.js';

const columns = {
  TRANS_ID: cardRequests.TRANS_ID,
  STUDENT_ID: cardRequests.STUDENT_ID,
  CARD_TYPE: cardRequests.CARD_TYPE,
  ATTEMPT_NO: cardRequests.ATTEMPT_NO,
  S_CONTACT: cardRequests.S_CONTACT,
  F_CONTACT: cardRequests.F_CONTACT,
  B_GROUP: cardRequests.B_GROUP,
  ADDRESS: cardRequests.ADDRESS,
  DATE_OF_APPLY: cardRequests.DATE_OF_APPLY,
  DISTRIBUTION_DATE: cardRequests.DISTRIBUTION_DATE,
  VENUE: cardRequests.VENUE,
  COMMENT: cardRequests.COMMENT,
  REQ_STATUS: cardRequests.REQ_STATUS,
  FEE_AMOUNT: cardRequests.FEE_AMOUNT,
  FEE_DUE_DATE: cardRequests.FEE_DUE_DATE,
  FEE_PAID_AT: cardRequests.FEE_PAID_AT,
  DELETED_AT: cardRequests.DELETED_AT,
};

export type CardRow = Awaited<ReturnType<typeof findStudentCardRequests>>[number];

/** Every card request of a student (deleted ones too: they count for the rules), newest first. */
export function findStudentCardRequests(db: DbOrTx, studentId: number) {
  return db.select(columns).from(cardRequests).where(eq(cardRequests.STUDENT_ID, studentId)).orderBy(desc(cardRequests.DATE_OF_APPLY), desc(cardRequests.TRANS_ID));
}

export async function findCardRequest(db: DbOrTx, transId: number, opts: { lock?: boolean } = {}) {
  const q = db.select(columns).from(cardRequests).where(and(eq(cardRequests.TRANS_ID, transId), isNull(cardRequests.DELETED_AT))).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** What the student sees of a request: the row with names, whether it can be fixed, and the next step. */
export function presentCardRequest(r: CardRow) {
  const { DELETED_AT: _d, STUDENT_ID: _s, ...rest } = r;
  const hasChallan = cardHasChallan(r.CARD_TYPE) && r.FEE_AMOUNT != null;
  return {
    ...rest,
    REQUEST_TYPE: CARD_TYPE_NAMES[r.CARD_TYPE] ?? String(r.CARD_TYPE),
    STATUS: statusName(r.REQ_STATUS),
    CAN_EDIT: STUDENT_FIXABLE_CARD_STATUSES.includes(r.REQ_STATUS),
    HAS_CHALLAN: hasChallan,
    NEXT_STEP: nextStepFor('card', r.REQ_STATUS, { hasChallan, feePaid: r.FEE_PAID_AT != null, distributionDate: r.DISTRIBUTION_DATE, venue: r.VENUE }),
  };
}
