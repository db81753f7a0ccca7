/**
 * What a reader sees of a text. A "required" text (a comment, a reason, a name, an address…) must hold
 * at least one character that draws something: white space of any kind, the default-ignorable
 * characters (zero-width space and joiners, word joiner, soft hyphen, Mongolian vowel separator,
 * combining grapheme joiner, Hangul fillers, bidi marks, variation selectors, tags), a combining mark
 * alone and the blank Braille pattern are not enough. Kept free of zod: screens import it.
 */
const DRAWS_SOMETHING = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\p{Cc}\u2800]/u;
/** Characters that take no room: removed before a text's length is counted (white space still counts as a gap). */
const TAKES_NO_ROOM = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether `text` holds at least one visible character. */
export function hasVisibleText(text: string | null | undefined): boolean {
  return typeof text === 'string' && DRAWS_SOMETHING.test(text);
}

/** The length of `text` as a reader sees it: without invisible characters and outer white space. */
export function visibleLength(text: string | null | undefined): number {
  return typeof text === 'string' ? text.replace(TAKES_NO_ROOM, '').trim().length : 0;
}
