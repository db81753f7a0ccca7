import { describe, expect, it } from 'vitest';
import { requiredText } from './required-text.js';
import { hasVisibleText, visibleLength } from './visible-text.js';
import { STATUS } from './statuses.js';
import { rejectionLacksComment } from './workflow/rejection.js';
import { INVISIBLE } from './test/invisible-texts.js';

describe('hasVisibleText', () => {
  it.each(INVISIBLE)('%s is no text', (_name, text) => {
    expect(hasVisibleText(text)).toBe(false);
    expect(hasVisibleText(`  ${text}${text}  `)).toBe(false);
  });

  it.each([
    ['a letter', 'a'],
    ['a letter among invisible ones', '\u200Bx\u2060'],
    ['Urdu with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['a digit', '7'],
    ['a full stop', '.'],
    ['an emoji', '👍🏽'],
    ['a letter with its accent', 'e\u0301'],
  ])('%s is text', (_name, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });

  it('is false for null and undefined', () => {
    expect(hasVisibleText(null)).toBe(false);
    expect(hasVisibleText(undefined)).toBe(false);
  });

  it('visibleLength counts what a reader sees (inner spaces count, invisible characters do not)', () => {
    expect(visibleLength('Ali Khan')).toBe(8);
    expect(visibleLength(`a${'\u200B'.repeat(19)}`)).toBe(1);
    expect(visibleLength('  ab  ')).toBe(2);
  });
});

describe('requiredText', () => {
  const schema = requiredText('Please enter it', 3).max(10, 'Too long');
  it.each(INVISIBLE)('refuses %s alone', (_name, text) => {
    expect(schema.safeParse(`${text}${text}${text}`).error?.issues[0].message).toBe('Please enter it');
  });
  it('counts only visible characters towards the minimum, trims, and keeps the other rules', () => {
    expect(schema.safeParse('ab\u200B\u200B').success).toBe(false);
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('abcdefghijk').error?.issues[0].message).toBe('Too long');
  });
});

describe('rejectionLacksComment', () => {
  it.each([
    [STATUS.REJECTED, '', true],
    [STATUS.REJECTED, null, true],
    [STATUS.REJECTED, '\u200B\u2060', true],
    [STATUS.REJECTED, '\u3164 \u2800', true],
    [STATUS.REJECTED, 'Fees unpaid', false],
    [STATUS.APPROVED, '', false],
    [STATUS.APPROVED, '\u200B', false],
  ])('status %i, comment %j → %s', (status, comment, lacks) => {
    expect(rejectionLacksComment(status, comment)).toBe(lacks);
  });
});
