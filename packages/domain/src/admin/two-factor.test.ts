import { describe, expect, it } from 'vitest';
import { mfaRequiredFor, secondFactorKind, totpStepAccepted } from './two-factor.js';
import { passwordProblem } from './password-rules.js';

describe('totpStepAccepted', () => {
  const table: [string, number, number, number | null, boolean][] = [
    ['the current step, nothing used before', 1000, 1000, null, true],
    ['the step before (a clock a little behind)', 999, 1000, null, true],
    ['the step after (a clock a little ahead)', 1001, 1000, null, true],
    ['two steps behind is too old', 998, 1000, null, false],
    ['two steps ahead is too far', 1002, 1000, null, false],
    ['the step already used is refused (a code signs in once)', 1000, 1000, 1000, false],
    ['an older step after a newer one is refused', 999, 1000, 1000, false],
    ['a later step than the last used one is accepted', 1001, 1000, 1000, true],
    ['a step not a whole number is refused', 1000.5, 1000, null, false],
  ];
  it.each(table)('%s', (_name, matched, current, last, expected) => {
    expect(totpStepAccepted(matched, current, last)).toBe(expected);
  });
});

describe('mfaRequiredFor', () => {
  const table: [string, string, Partial<Record<'ADM' | 'FMR', boolean>>, boolean][] = [
    ['administrators by default', 'ADM', {}, true],
    ['staff not by default', 'FMR', {}, false],
    ['students never', 'STDR', { ADM: true, FMR: true }, false],
    ["the administrator's choice for administrators (the demo)", 'ADM', { ADM: false }, false],
    ["the administrator's choice for staff", 'FMR', { FMR: true }, true],
  ];
  it.each(table)('%s', (_name, role, stored, expected) => {
    expect(mfaRequiredFor(role, stored)).toBe(expected);
  });
});

describe('secondFactorKind', () => {
  const table: [string | undefined, 'totp' | 'recovery' | null][] = [
    ['123456', 'totp'],
    [' 123 456 ', 'totp'],
    ['12345', null],
    ['1234567', null],
    ['ABCDE-FGH23', 'recovery'],
    ['abcde fgh23', 'recovery'],
    ['ABCDE-FGH2', null],
    ['', null],
    [undefined, null],
  ];
  it.each(table)('%j is %s', (input, expected) => {
    expect(secondFactorKind(input)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['1234567', 'short'],
    ['12345678', null],
    ['x'.repeat(256), null],
    ['x'.repeat(257), 'long'],
  ] as const)('%s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});
