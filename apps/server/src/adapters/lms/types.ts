import type { NewInterStudent } from '@portal/domain';

/** The learning-management system, asked for newly admitted intermediate students. Owned by the ID-card area. */
export interface Lms {
  /** Intermediate students (C_CODE 1) admitted in `year`. Throws AppError 502 when the system fails. */
  newInterStudents(year: number): Promise<NewInterStudent[]>;
}
