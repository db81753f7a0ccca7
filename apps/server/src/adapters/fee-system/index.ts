import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

/** The external fee system (spec 000 §7, DECISIONS 7). Owned by the clearance area. */
export interface FeeSystem {}

export function createFeeSystem(_config: Config, _db: Db): FeeSystem {
  return {};
}
