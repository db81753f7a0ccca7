import { describe, expect, it } from 'vitest';
import { answerFlag } from './use-eft-link-visible';

describe('answerFlag', () => {
  it.each([
    [{ success: true, eligible: true }, 'eligible', true],
    [{ success: true, data: { eligible: true } }, 'eligible', true],
    [{ success: true, isLive: true, data: { TITLE: 'Spring' } }, 'isLive', true],
    [{ success: true, data: { isLive: false } }, 'isLive', false],
    [{ success: false, msg: 'x' }, 'eligible', false],
    [{ success: true, eligible: 'yes' }, 'eligible', false],
    [undefined, 'eligible', false],
    [null, 'eligible', false],
  ])('%j %s → %s', (body, key, expected) => {
    expect(answerFlag(body, key)).toBe(expected);
  });
});
