import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createFeeSystem, type FeeSystem } from './fee-system/index.js';
import { createLms, type Lms } from './lms/index.js';

/**
 * Outside systems, chosen by configuration at start: each an interface, an HTTP
 * implementation and a built-in one over the portal's own database. Tests may replace them.
 */
export interface Adapters {
  feeSystem: FeeSystem;
  lms: Lms;
}

export function createAdapters(config: Config, db: Db): Adapters {
  return { feeSystem: createFeeSystem(config, db), lms: createLms(config, db) };
}
