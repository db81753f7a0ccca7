import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { ACADEMICS_MSG } from './messages.js';
import { TARGET_DAYS_RANGE } from '../limits.js';
import { MSG } from '../messages.js';

/** Programme levels (C_CODE): 1 intermediate (2 years), 2 BS (4 years), 3 MPhil (2 years). */
export const PROGRAMME_LEVELS = { 1: 'Intermediate', 2: 'BS', 3: 'MPhil' } as const;

const name = z.string({ error: ACADEMICS_MSG.deptName }).trim().min(2, ACADEMICS_MSG.deptName).max(100, ACADEMICS_MSG.deptName);
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const short = z
  .string({ error: ACADEMICS_MSG.shortFormat })
  .trim()
  .regex(/^[A-Z]{2,12}$/, ACADEMICS_MSG.shortFormat);
const level = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: ACADEMICS_MSG.level });
const targetDays = whole(TARGET_DAYS_RANGE.min, TARGET_DAYS_RANGE.max, ACADEMICS_MSG.targetDays);

export const DepartmentCreateSchema = z.object({ D_ID: whole(200, 399, ACADEMICS_MSG.deptId), D_NM: name }, { error: ACADEMICS_MSG.deptId });
export type DepartmentCreate = z.infer<typeof DepartmentCreateSchema>;

/** Rename a department and/or set its target working days (any department: offices too). */
export const DepartmentPatchSchema = z
  .object({ D_NM: name, TARGET_DAYS: targetDays }, { error: MSG.nothingToChange })
  .partial()
  .refine((p) => Object.keys(p).length > 0, MSG.nothingToChange);
export type DepartmentPatch = z.infer<typeof DepartmentPatchSchema>;

export const ProgrammeCreateSchema = z.object(
  { MAJ_ID: whole(1, 9999, ACADEMICS_MSG.programmeId), NAME: name, SHORT: short, D_ID: whole(200, 399, ACADEMICS_MSG.notAcademic), C_CODE: level },
  { error: ACADEMICS_MSG.programmeId },
);
export type ProgrammeCreate = z.infer<typeof ProgrammeCreateSchema>;

export const ProgrammePatchSchema = z
  .object({ NAME: name, SHORT: short, D_ID: whole(200, 399, ACADEMICS_MSG.notAcademic) }, { error: MSG.nothingToChange })
  .partial()
  .refine((p) => Object.keys(p).length > 0, MSG.nothingToChange);
export type ProgrammePatch = z.infer<typeof ProgrammePatchSchema>;

/** A department's or programme's id in a path: the portal's one id spelling (digits only). */
export const DeptIdParamsSchema = z.object({ id: IdSchema });
export const ProgrammeIdParamsSchema = z.object({ id: IdSchema });

/**
 * Why a programme change would orphan records (null when it would not): roll numbers are made with the
 * short name, and a student's department is the programme's, so neither changes while students hold them.
 */
export function programmeChangeRefusal(current: { SHORT: string; D_ID: number }, students: number, patch: ProgrammePatch): 'shortInUse' | 'moveInUse' | null {
  if (students === 0) return null;
  if (patch.SHORT !== undefined && patch.SHORT !== current.SHORT) return 'shortInUse';
  if (patch.D_ID !== undefined && patch.D_ID !== current.D_ID) return 'moveInUse';
  return null;
}

export const DepartmentRowSchema = z.object({
  D_ID: z.number().int(),
  D_NM: z.string(),
  KIND: z.string(),
  /** The working days after which a request waiting on this department is overdue. */
  TARGET_DAYS: z.number().int(),
  TARGET_IS_DEFAULT: z.boolean(),
  PROGRAMMES: z.number().int(),
});
export type DepartmentRow = z.infer<typeof DepartmentRowSchema>;

export const ProgrammeRowSchema = z.object({
  MAJ_ID: z.number().int(),
  NAME: z.string(),
  SHORT: z.string(),
  D_ID: z.number().int(),
  D_NM: z.string(),
  C_CODE: z.number().int(),
  STUDENTS: z.number().int(),
});
export type ProgrammeRow = z.infer<typeof ProgrammeRowSchema>;

/** `GET /api/admin/departments` and `GET /api/admin/programmes`: the whole lists. */
export const DepartmentListAnswerSchema = z.object({ success: z.literal(true), data: z.array(DepartmentRowSchema) });
export const ProgrammeListAnswerSchema = z.object({ success: z.literal(true), data: z.array(ProgrammeRowSchema) });
