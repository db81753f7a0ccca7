import { describe, expect, it } from 'vitest';
import { ACADEMICS_MSG } from './messages.js';
import { DepartmentCreateSchema, DepartmentPatchSchema, ProgrammeCreateSchema, programmeChangeRefusal } from './academics.js';
import { MSG } from '../messages.js';

describe('programmeChangeRefusal', () => {
  const bscs = { SHORT: 'BSCS', D_ID: 201 };
  it.each([
    ['a rename with students', 12, { NAME: 'BS Computing' }, null],
    ['a new short name without students', 0, { SHORT: 'BSC' }, null],
    ['a new short name with students', 12, { SHORT: 'BSC' }, 'shortInUse'],
    ['the same short name with students', 12, { SHORT: 'BSCS' }, null],
    ['a move without students', 0, { D_ID: 202 }, null],
    ['a move with students', 3, { D_ID: 202 }, 'moveInUse'],
  ] as const)('%s', (_, students, patch, refusal) => {
    expect(programmeChangeRefusal(bscs, students, patch)).toBe(refusal);
  });
  it('says how many students hold the roll numbers', () => {
    expect(ACADEMICS_MSG.shortInUse(12)).toBe('The short name cannot change: 12 students hold roll numbers made with it. Add a new programme instead.');
  });
});

describe('schemas', () => {
  it.each([
    [DepartmentCreateSchema, { D_ID: 211, D_NM: 'Geography' }, null],
    [DepartmentCreateSchema, { D_ID: 101, D_NM: 'Geography' }, ACADEMICS_MSG.deptId],
    [DepartmentCreateSchema, { D_ID: 211, D_NM: 'G' }, ACADEMICS_MSG.deptName],
    [DepartmentPatchSchema, {}, MSG.nothingToChange],
    [DepartmentPatchSchema, { TARGET_DAYS: 61 }, ACADEMICS_MSG.targetDays],
    [DepartmentPatchSchema, { TARGET_DAYS: 7 }, null],
    [ProgrammeCreateSchema, { MAJ_ID: 111, NAME: 'BS Geography', SHORT: 'BSGEO', D_ID: 211, C_CODE: 2 }, null],
    [ProgrammeCreateSchema, { MAJ_ID: 111, NAME: 'BS Geography', SHORT: 'bsgeo', D_ID: 211, C_CODE: 2 }, ACADEMICS_MSG.shortFormat],
    [ProgrammeCreateSchema, { MAJ_ID: 111, NAME: 'BS Geography', SHORT: 'BSGEO', D_ID: 211, C_CODE: 4 }, ACADEMICS_MSG.level],
  ] as const)('%#', (schema, body, message) => {
    const r = (schema as typeof DepartmentCreateSchema).safeParse(body);
    expect(r.success ? null : r.error.issues[0].message).toBe(message);
  });
});
