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
});
