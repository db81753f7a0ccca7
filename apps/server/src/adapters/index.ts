import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/**
 * Outside systems (DECISIONS 7), chosen by configuration at start. Each area adds its adapter here:
 * an interface, an HTTP implementation and a built-in one over the portal's own database.
 */
export interface Adapters {}

export function createAdapters(_config: Config, _db: Db): Adapters {
  return {};
}
