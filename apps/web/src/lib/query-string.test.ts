import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('flattens list params with filters[COL]=x and drops empty values', () => {
    expect(toQueryString({ page: 2, pageSize: 20, sortBy: 'DATE_OF_APPLY', sortDir: 'desc', filters: { STD_NAME: 'ali khan', CLASS: '' }, exportAll: undefined })).toBe(
      '?page=2&pageSize=20&sortBy=DATE_OF_APPLY&sortDir=desc&filters%5BSTD_NAME%5D=ali+khan',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="2021-BS-1.pdf"', '2021-BS-1.pdf'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ["attachment; filename=\"a.zip\"; filename*=UTF-8''Cl%C3%A9arance%20form.zip", 'Cléarance form.zip'],
    [null, null],
    ['inline', null],
  ])('%s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
