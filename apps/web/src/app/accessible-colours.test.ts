import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColourVariables, contrastRatio } from './accessible-colours';
import { theme as appTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, createTheme(appTheme));
const vars = accessibleColourVariables(theme);

describe('accessible colours', () => {
  it('computes contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#4c6ef5', '#ffffff')).toBeCloseTo(4.32, 1);
  });

  it.each(Object.keys(theme.colors))('%s reaches 4.5:1 filled, outlined and light', (name) => {
    const shades = theme.colors[name]!;
    expect(contrastRatio(vars[`--mantine-color-${name}-filled`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars[`--mantine-color-${name}-outline`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars[`--mantine-color-${name}-light-color`]!, shades[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads well, and darkens dimmed text', () => {
    expect(vars['--mantine-color-indigo-filled']).toBe(theme.colors.indigo[7]);
    expect(contrastRatio(vars['--mantine-color-dimmed']!, theme.colors.gray[1]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--mantine-color-anchor']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('links read at AA inside every light alert and badge too (shade 1 of each colour), not only on white', () => {
    const backgrounds = Object.entries(theme.colors)
      .filter(([name]) => name !== 'dark')
      .map(([, shades]) => shades[1]!);
    for (const bg of backgrounds) expect(contrastRatio(vars['--mantine-color-anchor']!, bg), bg).toBeGreaterThanOrEqual(4.5);
  });

  it('no screen colours text with a palette shade that reads below AA on white ("orange.8": 3.6:1)', () => {
    const src = join(__dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? files(p) : /\.tsx$/.test(n) && !n.includes('.test.') ? [p] : [];
      });
    const weak: string[] = [];
    for (const file of files(src)) {
      // A text colour prop (c=…) naming a shade, as a string or inside an expression: c="orange.8", c={x ? 'orange.8' : 'dimmed'}.
      for (const prop of readFileSync(file, 'utf8').matchAll(/\bc=(\{[^}]*\}|"[^"]*")/g)) {
        for (const m of prop[1]!.matchAll(/['"]([a-z]+)\.(\d)['"]/g)) {
          const shade = theme.colors[m[1]!]?.[Number(m[2])];
          if (shade && contrastRatio(shade, '#ffffff') < 4.5) weak.push(`${file.slice(src.length + 1)}: ${m[1]}.${m[2]}`);
        }
      }
    }
    expect(weak).toEqual([]);
  });
});
