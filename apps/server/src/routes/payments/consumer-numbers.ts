import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { challans } from '../../db/schema/index.js';
import { consumerNumberFor } from '../../lib/consumer-number.js';

/**
 * The consumer number a student pays a challan by at any bank (1Bill / Kuickpay), added to the student's
 * answers beside every unpaid challan, and only while the banks' calls are on: a number no bank could find
 * would mislead.
 */
type NumberConfig = Parameters<typeof consumerNumberFor>[0];

/** A challan answer with its consumer number when it is unpaid. */
export function withConsumerNumber<C extends { CHALLAN_ID: number; PAID: number }>(config: NumberConfig, c: C): C & { CONSUMER_NUMBER?: string } {
  const number = c.PAID ? undefined : consumerNumberFor(config, c.CHALLAN_ID);
  return number ? { ...c, CONSUMER_NUMBER: number } : c;
}

/** A request answer with the consumer number of its unpaid challan, when it has one. */
export function withRequestConsumerNumber<R extends object>(config: NumberConfig, r: R, unpaidChallanId: number | undefined): R & { CONSUMER_NUMBER?: string } {
  const number = unpaidChallanId == null ? undefined : consumerNumberFor(config, unpaidChallanId);
  return number ? { ...r, CONSUMER_NUMBER: number } : r;
}

/** The unpaid challan of each card or transport request (by its TRANS_ID): request → challan number. */
export async function unpaidChallansOfRequests(db: DbOrTx, kind: 'card' | 'transport', transIds: number[]): Promise<Map<number, number>> {
  if (!transIds.length) return new Map();
  const column = kind === 'card' ? challans.CARD_TRANS_ID : challans.TRANSPORT_TRANS_ID;
  const rows = await db
    .select({ transId: column, challanId: challans.CHALLAN_ID })
    .from(challans)
    .where(and(inArray(column, transIds), eq(challans.PAID, 0)));
  return new Map(rows.filter((r) => r.transId != null).map((r) => [r.transId!, r.challanId]));
}
