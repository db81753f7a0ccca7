import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { DUES_MSG, DuesUpdateBodySchema, duesChangeError } from './dues-update.js';
import { M, type Message } from '../message-codes.js';

const current = { dues: 1500, dues_desc: 'One Thousand Five Hundred' };

describe('duesChangeError (card dues save)', () => {
  const cases: [string, unknown, unknown, Message | null][] = [
    ['same value and words', 1500, 'One Thousand Five Hundred', M.common.duesSameValue],
    ['same value as text', '1500', ' One Thousand Five Hundred ', M.common.duesSameValue],
    ['same value, new words', 1500, 'Fifteen Hundred', null],
    ['new value', 2500, 'Two Thousand Five Hundred', null],
    ['negative', -5, 'Minus Five', M.common.duesNegative],
    ['below 1000', 999, 'Nine Hundred Ninety Nine', M.common.duesTooSmall],
    ['exactly 1000', 1000, 'One Thousand', null],
    ['zero', 0, 'Zero', M.common.duesTooSmall],
    ['empty amount', '', 'Two Thousand', M.dues.wholeRupees],
    ['fractional', 1200.5, 'One Thousand Two Hundred', M.dues.wholeRupees],
    ['too large', 2_000_000, 'Two Million', M.dues.tooLarge],
    ['words with Only', 2000, 'Two Thousand Only', M.dues.wordsWithOnly],
    ['words with only in lower case', 2000, 'two thousand only', M.dues.wordsWithOnly],
    ['a word containing "only" is fine', 2000, 'Two Thousand Lonely', null],
    ['empty words', 2000, '  ', M.dues.wordsRequired],
  ];
  it.each(cases)('%s', (_name, new_dues, new_dues_desc, expected) => {
    expect(duesChangeError(current, { new_dues, new_dues_desc })).toEqual(expected);
  });
});

describe('DuesUpdateBodySchema', () => {
  it('accepts a known code with a numeric string amount', () => {
    expect(DuesUpdateBodySchema.parse({ req_type: 'DSC', new_dues: '2500', new_dues_desc: 'Two Thousand Five Hundred' })).toEqual({ req_type: 'DSC', new_dues: 2500, new_dues_desc: 'Two Thousand Five Hundred' });
  });
  it('refuses an unknown code', () => {
    expect(DuesUpdateBodySchema.safeParse({ req_type: 'XX', new_dues: 2500, new_dues_desc: 'x' }).error?.issues[0].message).toBe(DUES_MSG.unknownDues);
  });
  it('gives the negative message before the minimum for a negative amount', () => {
    expect(DuesUpdateBodySchema.safeParse({ req_type: 'SC', new_dues: -1, new_dues_desc: 'x' }).error?.issues[0].message).toBe(MSG.duesNegative);
  });
});
