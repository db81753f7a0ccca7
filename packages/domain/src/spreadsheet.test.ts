import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, neutraliseCell, spreadsheetValue } from './spreadsheet.js';

describe('neutraliseCell (OWASP CSV injection)', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['=cmd|\' /C calc\'!A0', "'=cmd|' /C calc'!A0"],
    ['+cmd|x', "'+cmd|x"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['-12', '-12'],
    ['+923001234567', '+923001234567'],
    ['12.50', '12.50'],
    ['Ali = Khan', 'Ali = Khan'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(neutraliseCell(text)).toBe(expected);
  });
});

describe('spreadsheetValue', () => {
  it('keeps numbers, dates and booleans, neutralises text and leaves empty cells empty', () => {
    const d = new Date('2026-01-02T00:00:00Z');
    expect(spreadsheetValue(-5)).toBe(-5);
    expect(spreadsheetValue(d)).toBe(d);
    expect(spreadsheetValue(true)).toBe(true);
    expect(spreadsheetValue(null)).toBeNull();
    expect(spreadsheetValue('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
  });
});

describe('csvCell and buildCsv', () => {
  it('neutralises and then quotes a cell', () => {
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
    expect(csvCell('\t@x')).toBe("'\t@x");
    expect(buildCsv([{ title: 'A', value: (r: { a: string }) => r.a }], [{ a: '@x' }])).toBe("A\r\n'@x\r\n");
  });
});
