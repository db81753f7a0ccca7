/**
 * Texts a reader cannot see, each with its name. A required text made of any of them counts as empty: the
 * domain's rules are tried with every one, the routes (which answer many calls only so fast) with the first few.
 */
export const SOME_INVISIBLE: [string, string][] = [
  ['zero-width space', '\u200B'],
  ['word joiner', '\u2060'],
  ['soft hyphen', '\u00AD'],
  ['Mongolian vowel separator', '\u180E'],
  ['Hangul filler', '\u3164'],
  ['Braille blank', '\u2800'],
  ['combining grapheme joiner', '\u034F'],
  ['a mix with white space', ' \u200B\t\u2060\u00AD \u180E\u3164\u2800\u034F\n'],
];

export const INVISIBLE: [string, string][] = [
  ...SOME_INVISIBLE,
  ['Hangul choseong filler', '\u115F'],
  ['halfwidth Hangul filler', '\uFFA0'],
  ['zero-width joiner', '\u200D'],
  ['zero-width non-joiner', '\u200C'],
  ['byte order mark', '\uFEFF'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left override', '\u202E'],
  ['variation selector', '\uFE0F'],
  ['a tag character', '\u{E0041}'],
  ['a combining mark alone', '\u0301'],
  ['no-break space', '\u00A0'],
  ['ideographic space', '\u3000'],
  ['spaces, tabs and line breaks', ' \t\r\n '],
  ['all of them together', '\u200B \u2060\u00AD\u180E\t\u3164\u2800\u034F\n'],
  ['empty', ''],
];
