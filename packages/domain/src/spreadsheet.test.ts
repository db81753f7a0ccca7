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

  // A spreadsheet skips white space and invisible characters before a formula's sign.
  it.each([
    [' =1+1', "' =1+1"],
    ['   =HYPERLINK("x")', '\'   =HYPERLINK("x")'],
    [' \t=1', "' \t=1"],
    ['\n=1+1', "'\n=1+1"],
    ['\r\n@SUM(1)', "'\r\n@SUM(1)"],
    ['\u00a0=1', "'\u00a0=1"],
    ['\u3000+cmd|x', "'\u3000+cmd|x"],
    ['\u200b=1', "'\u200b=1"],
    ['\ufeff-2+3', "'\ufeff-2+3"],
    [' \u2060 @x', "' \u2060 @x"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['\uff0bcmd', "'\uff0bcmd"],
    ['\uff0d2+3', "'\uff0d2+3"],
    ['\uff20SUM(1)', "'\uff20SUM(1)"],
    [' \uff1d1', "' \uff1d1"],
    [' -12', ' -12'],
    ['  +923001234567', '  +923001234567'],
    [' Ali', ' Ali'],
    ['\nAli', '\nAli'],
    ['   ', '   '],
    ['a =1', 'a =1'],
  ])('behind blanks: %j → %j', (text, expected) => {
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
    expect(buildCsv([{ title: 'A', value: (r: { a: string }) => r.a }], [{ a: '@x' }])).toBe("\uFEFFA\r\n'@x\r\n");
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(spreadsheetValue(' =1+1')).toBe("' =1+1");
  });

  it('writes text a spreadsheet would turn into a number or date as a formula giving the text back', () => {
    expect(csvCell('03001234569')).toBe('"=""03001234569"""');
    expect(csvCell('+923001234567')).toBe('"=""+923001234567"""');
    expect(csvCell('2/6')).toBe('"=""2/6"""');
    expect(csvCell('1,234')).toBe('"=""1,234"""');
    expect(csvCell('Jan-26')).toBe('"=""Jan-26"""');
    expect(csvCell('true')).toBe('"=""true"""');
    expect(csvCell(42)).toBe('42');
    for (const text of ['BSCS-2024', 'عائشہ صدیقی', 'ali@uni.edu.pk', '12 Main Road', '', 'Pending']) expect(csvCell(text)).not.toContain('=');
    expect(csvCell('=1+2')).toBe("'=1+2");
  });
});
