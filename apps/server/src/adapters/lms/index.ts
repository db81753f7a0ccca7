import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

/** The learning-management system (new intermediate students, DECISIONS 7). Owned by the ID-card area. */
export interface Lms {}

export function createLms(_config: Config, _db: Db): Lms {
  return {};
}
