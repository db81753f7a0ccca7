import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './build-csv';

describe('csvCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, '-5'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' padded ', '" padded "'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+92300', '"=""+92300"""'],
    ['+cmd|x', "'+cmd|x"],
    ['-12', '"=""-12"""'],
    ['03001234569', '"=""03001234569"""'],
    ['2/6', '"=""2/6"""'],
    ['@cmd', "'@cmd"],
    [true, 'true'],
    [new Date('2024-01-02T03:04:05.000Z'), '2024-01-02T03:04:05.000Z'],
  ])('%j → %j', (v, expected) => {
    expect(csvCell(v)).toBe(expected);
  });
});

describe('buildCsv', () => {
  it('writes a header row and one CRLF line per row', () => {
    const rows = [
      { id: 1, name: 'Ali, Khan', note: null },
      { id: 2, name: 'Sara "S"', note: 'ok' },
    ];
    const csv = buildCsv(
      [
        { title: 'Sr. No', value: (_r, i) => i + 1 },
        { title: 'Name', value: (r) => r.name.toUpperCase() },
        { title: 'Comment', value: (r) => r.note },
      ],
      rows,
    );
    expect(csv).toBe('\uFEFFSr. No,Name,Comment\r\n1,"ALI, KHAN",\r\n2,"SARA ""S""",ok\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv([{ title: 'A', value: () => 1 }], [])).toBe('\uFEFFA\r\n');
  });
});
