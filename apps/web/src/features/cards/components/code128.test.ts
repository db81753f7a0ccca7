import { describe, expect, it } from 'vitest';
import { code128Widths } from './code128';

describe('Code 128 of a roll number', () => {
  it('is start B, the characters, the check symbol and stop (as the printed card draws it)', () => {
    // A = 33, B = 34; check (104 + 33·1 + 34·2) mod 103 = 102.
    expect(code128Widths('AB')?.join('')).toBe(['211214', '111323', '131123', '411131', '2331112'].join(''));
  });

  it('weighs every character by its place in the check symbol', () => {
    // "BSCS-24-0001": values 34 51 35 51 13 18 20 13 16 16 16 17 → check (104 + Σ value·place) mod 103 = 2 ("222221").
    const widths = code128Widths('BSCS-24-0001');
    expect(widths?.slice(-13, -7).join('')).toBe('222221');
    // 14 symbols of 11 modules and the 13-module stop.
    expect(widths?.reduce((a, b) => a + b, 0)).toBe(14 * 11 + 13);
  });

  it('draws nothing for text code set B cannot carry', () => {
    expect(code128Widths('')).toBeNull();
    expect(code128Widths('علی')).toBeNull();
  });
});
