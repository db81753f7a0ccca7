import { getTableColumns, sql } from 'drizzle-orm';
import { students } from './schema/index.js';

const { PHOTO: _photo, ...rest } = getTableColumns(students);
/** Every student column but the photo bytes, plus HAS_PHOTO: for lists and profiles. */
export const studentColumns = { ...rest, HAS_PHOTO: sql<boolean>`(${students.PHOTO} is not null)`.as('has_photo') };
