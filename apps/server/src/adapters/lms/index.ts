import type { NewInterStudent } from '@portal/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createBuiltinLms } from './builtin.js';
import { createHttpLms } from './http.js';

/** The learning-management system (new intermediate students, DECISIONS 7). Owned by the ID-card area. */
export interface Lms {
  /** Intermediate students (C_CODE 1) admitted in `year`. Throws AppError 502 when the system fails. */
  newInterStudents(year: number): Promise<NewInterStudent[]>;
}

/** `LMS=http` speaks the documented call to `LMS_URL`; the default reads the portal's own students. */
export function createLms(config: Config, db: Db): Lms {
  if (config.LMS === 'http') return createHttpLms({ url: config.LMS_URL!, token: config.LMS_TOKEN });
  return createBuiltinLms(db);
}
