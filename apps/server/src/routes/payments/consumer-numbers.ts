import { consumerNumberOf } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { challans } from '../../db/schema/index.js';

/**
 * The consumer number students pay a challan by at any bank (1Bill / Kuickpay): shown beside an unpaid
 * challan only while the banks' calls are switched on, since a number the banks cannot find would mislead.
 * The answer is a function of the challan's number, or null when the calls are off.
 */
export function consumerNumbers(config: Pick<Config, 'BPS_USERNAME' | 'BPS_PASSWORD' | 'BPS_PREFIX'>) {
  if (!config.BPS_USERNAME || !config.BPS_PASSWORD) return null;
  return (challanId: number) => consumerNumberOf(config.BPS_PREFIX, challanId);
}

/** A challan answer with its consumer number when it is unpaid and the calls are on. */
export function withConsumerNumber<C extends { CHALLAN_ID: number; PAID: number }>(numberOf: ReturnType<typeof consumerNumbers>, c: C): C & { CONSUMER_NUMBER?: string } {
  return numberOf && !c.PAID ? { ...c, CONSUMER_NUMBER: numberOf(c.CHALLAN_ID) } : c;
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

/** A request answer with the consumer number of its unpaid challan, when it has one and the calls are on. */
export function withRequestConsumerNumber<R extends object>(numberOf: ReturnType<typeof consumerNumbers>, r: R, unpaidChallanId: number | undefined): R & { CONSUMER_NUMBER?: string } {
  return numberOf && unpaidChallanId != null ? { ...r, CONSUMER_NUMBER: numberOf(unpaidChallanId) } : r;
}
