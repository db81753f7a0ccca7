import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from './messages.js';
import { isFormulaText, StudentImportFieldsSchema } from './student-import.js';

describe('isFormulaText', () => {
  it.each([
    ['=1+1', true],
    ['  =HYPERLINK("x")', true],
    ['@SUM(A1)', true],
    ['+cmd', true],
    ['-2+3', true],
    ['Sara Ahmed', false],
    ['-12', false],
    ['+923001234567', false],
    ['A+', false],
    ['', false],
  ])('%j → %s', (text, formula) => {
    expect(isFormulaText(text)).toBe(formula);
  });
});

describe('StudentImportFieldsSchema', () => {
  it.each([
    [{}, { dryRun: true, importValid: false }],
    [
      { dryRun: 'false', importValid: 'true', password: 'Welcome@123' },
      { dryRun: false, importValid: true, password: 'Welcome@123' },
    ],
  ])('%j', (fields, parsed) => {
    expect(StudentImportFieldsSchema.parse(fields)).toEqual(parsed);
  });
  it('refuses a flag that is not true or false', () => {
    expect(StudentImportFieldsSchema.safeParse({ dryRun: 'yes' }).error?.issues[0].message).toBe('dryRun must be true or false');
  });
  it('words the refusal of a file with rejected rows', () => {
    expect(IMPORT_MSG.rejectedRows(1)).toBe('1 row is rejected, so nothing was imported. Correct the file, or choose "Import the valid rows".');
  });
});
