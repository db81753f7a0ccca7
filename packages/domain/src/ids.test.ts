import { describe, expect, it } from 'vitest';
import { codeSchema, flagSchema, IdSchema, idSchema, MAX_ID, parseId } from './ids.js';
import { MSG } from './messages.js';

describe('IdSchema: a positive whole number, one spelling', () => {
  it.each([
    [36, 36],
    ['36', 36],
    [1, 1],
    ['1', 1],
    [MAX_ID, MAX_ID],
    [String(MAX_ID), MAX_ID],
  ])('accepts %j as %j', (input, id) => {
    expect(IdSchema.parse(input)).toBe(id);
  });

  it.each([
    ['a boolean', true],
    ['false', false],
    ['an array', [36]],
    ['an object', { id: 36 }],
    ['null', null],
    ['nothing', undefined],
    ['an exponent', '3.6e1'],
    ['a sign', '+36'],
    ['a minus', '-36'],
    ['a leading zero', '036'],
    ['a trailing space', '36 '],
    ['a leading space', ' 36'],
    ['hexadecimal', '0x10'],
    ['binary', '0b100100'],
    ['octal', '0o44'],
    ['a decimal point', '36.0'],
    ['a fraction', 1.5],
    ['zero', 0],
    ['"0"', '0'],
    ['a negative number', -1],
    ['empty text', ''],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['full-width digits', '３６'],
    ['Arabic-Indic digits', '٣٦'],
  ])('refuses %s with one clear message', (_name, input) => {
    const r = IdSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG.badId);
  });

  it.each([MAX_ID + 1, String(MAX_ID + 1), '9'.repeat(40), 3191751646473064])('says %j is too large (no record has such an id)', (input) => {
    expect(IdSchema.safeParse(input).error?.issues[0].message).toBe(MSG.numberOutOfRange);
  });

  it('speaks the message it is given', () => {
    expect(idSchema('Route is not selected').safeParse('x').error?.issues[0].message).toBe('Route is not selected');
  });

  it('parseId reads form fields the same way', () => {
    expect(parseId('36')).toBe(36);
    for (const v of ['036', ' 36', '36 ', '+36', '0', '', undefined, 'true']) expect(parseId(v), String(v)).toBeNull();
  });
});

describe('codeSchema: a whole number ≥ 0 (statuses, card types, programme codes)', () => {
  it('accepts 0 and canonical text, refuses loose spellings', () => {
    expect(codeSchema().parse(0)).toBe(0);
    expect(codeSchema().parse('0')).toBe(0);
    expect(codeSchema().parse('10')).toBe(10);
    for (const v of [true, '00', '010', '1e1', ' 1', [1], -1, 0.5]) expect(codeSchema().safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
});

describe('flagSchema', () => {
  it('reads true/false and their text; "false" is false', () => {
    expect(flagSchema().parse(true)).toBe(true);
    expect(flagSchema().parse('true')).toBe(true);
    expect(flagSchema().parse('false')).toBe(false);
    expect(flagSchema().parse(false)).toBe(false);
    for (const v of ['1', 'yes', 1, 'TRUE', '']) expect(flagSchema().safeParse(v).error?.issues[0].message, JSON.stringify(v)).toBe(MSG.badFlag);
  });
});
