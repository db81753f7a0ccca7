import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createBuiltinFeeSystem } from './builtin.js';
import { createHttpFeeSystem } from './http.js';
import type { FeeSystem } from './types.js';

export { createHttpFeeSystem } from './http.js';
export * from './types.js';

/** The fee system chosen by configuration (FEE_SYSTEM=builtin|http). Owned by the clearance area. */
export function createFeeSystem(config: Config, db: Db): FeeSystem {
  return config.FEE_SYSTEM === 'http' ? createHttpFeeSystem(config.FEE_SYSTEM_URL!, config.FEE_SYSTEM_TOKEN) : createBuiltinFeeSystem(db);
}
