import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createBuiltinLms } from './builtin.js';
import { createHttpLms } from './http.js';
import type { Lms } from './types.js';

export type { Lms } from './types.js';

/** `LMS=http` speaks the documented call to `LMS_URL`; the default reads the portal's own students. */
export function createLms(config: Config, db: Db): Lms {
  if (config.LMS === 'http') return createHttpLms({ url: config.LMS_URL!, token: config.LMS_TOKEN });
  return createBuiltinLms(db);
}
