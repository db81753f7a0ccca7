import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

/**
 * WCAG 2.2 AA colour contrast: text needs 4.5:1 against its background. Mantine's light
 * scheme puts white text on shade 6 of a colour (indigo: 4.3:1), coloured outline text in shade 6 on
 * white (red: 3.3:1), light badges in shade 9 on shade 1 (orange: 3.6:1) and "dimmed" text in gray 6
 * (3.3:1). This resolver keeps Mantine's palette and picks, per colour, the first shade from Mantine's
 * own choice onwards that reaches 4.5:1 (darkening shade 9 further where none does).
 */
const AA = 4.5;
/** A little above 4.5:1, so rounding in the browser never drops a colour below it. */
const TARGET = AA + 0.1;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

function darkenHex(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((c) => Math.round(c * (1 - amount)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The first of `shades` from index `from` that reads at AA on every background, else shade 9 darkened until it does. */
export function readableShade(shades: readonly string[], from: number, backgrounds: readonly string[]): string {
  const ok = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= TARGET);
  for (let i = from; i < shades.length; i++) if (ok(shades[i]!)) return shades[i]!;
  let c = shades[shades.length - 1]!;
  for (let step = 0; step < 20 && !ok(c); step++) c = darkenHex(c, 0.05);
  return c;
}

const isHex = (c: string | undefined): c is string => !!c && /^#[0-9a-f]{3,6}$/i.test(c);

/** Light-scheme colour variables at AA contrast, for every hex colour of the theme. */
export function accessibleColourVariables(theme: MantineTheme): Record<string, string> {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!shades.every(isHex)) continue;
    const filled = readableShade(shades, shade, ['#ffffff']);
    const filledIndex = shades.indexOf(filled);
    vars[`--mantine-color-${name}-filled`] = filled;
    vars[`--mantine-color-${name}-filled-hover`] = filledIndex >= 0 && filledIndex < 9 ? shades[filledIndex + 1]! : darkenHex(filled, 0.1);
    // Outline and plain coloured text sit on white or on the page's light greys.
    vars[`--mantine-color-${name}-outline`] = readableShade(shades, shade, ['#ffffff', theme.colors.gray?.[0] ?? '#f8f9fa']);
    vars[`--mantine-color-${name}-text`] = vars[`--mantine-color-${name}-outline`]!;
    // Light badges and alerts: shade 9 text on shade 1 (hovered: shade 2).
    vars[`--mantine-color-${name}-light-color`] = readableShade(shades, 9, [shades[1]!, shades[2]!]);
  }
  // Links sit on white, on the page's light greys and inside light alerts and badges of any colour (shade 1:
  // a "Needed from you" alert's links are on orange 1).
  const primary = theme.colors[theme.primaryColor];
  const lightBackgrounds = Object.entries(theme.colors)
    .filter(([name, shades]) => name !== 'dark' && isHex(shades[1]))
    .map(([, shades]) => shades[1]!);
  if (primary?.every(isHex)) vars['--mantine-color-anchor'] = readableShade(primary, shade, ['#ffffff', theme.colors.gray?.[0] ?? '#f8f9fa', ...lightBackgrounds]);
  const gray = theme.colors.gray;
  if (gray?.every(isHex)) {
    // Secondary text on white, gray 0 and gray 1 backgrounds.
    vars['--mantine-color-dimmed'] = readableShade(gray, 6, ['#ffffff', gray[0]!, gray[1]!]);
    vars['--mantine-color-placeholder'] = vars['--mantine-color-dimmed']!;
  }
  return vars;
}

/** The light scheme's colours raised to AA contrast (Mantine merges these over its own variables). */
export const accessibleCssVariablesResolver: CSSVariablesResolver = (theme) => ({ variables: {}, light: accessibleColourVariables(theme), dark: {} });
