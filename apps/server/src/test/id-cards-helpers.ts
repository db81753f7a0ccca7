import { STATUS } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { cardRequests } from '../db/schema/index.js';

/** A card request of `studentId` (test data; the student-portal area makes real ones). */
export async function buildCardRequest(db: DbOrTx, studentId: number, overrides: Partial<typeof cardRequests.$inferInsert> = {}) {
  const [row] = await db
    .insert(cardRequests)
    .values({
      STUDENT_ID: studentId,
      CARD_TYPE: 1,
      ATTEMPT_NO: 1,
      S_CONTACT: '03001112222',
      F_CONTACT: '03003334444',
      B_GROUP: 'O+',
      ADDRESS: 'House 5, Street 9, Gulberg, Lahore',
      REQ_STATUS: STATUS.SUBMITTED,
      ...overrides,
    })
    .returning();
  return row;
}
