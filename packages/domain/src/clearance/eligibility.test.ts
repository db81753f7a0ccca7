import { describe, expect, it } from 'vitest';
import { M } from '../message-codes.js';
import { clearanceApplyRefusal } from './eligibility.js';

describe('clearanceApplyRefusal', () => {
  const now = new Date(2026, 10, 26);
  it.each([
    ['admitted this year', 2026, M.common.newStudentsCantApply],
    ['admitted last year', 2025, null],
    ['admitted four years ago', 2022, null],
    ['no admission year known', undefined, null],
  ])('%s', (_name, year, expected) => expect(clearanceApplyRefusal({ YEAR: year }, now)).toEqual(expected));
});
