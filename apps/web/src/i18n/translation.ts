/**
 * A translation of a part of the English texts (or of a message catalogue): the same keys, each a string.
 * Every Urdu part is typed with it against its English part, so a missing key (or one English no longer
 * has) fails `npm run typecheck`; a template message (a function in the domain) is one string with
 * `{{0}}`, `{{1}}` … for its arguments.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string | ((...args: never[]) => string) ? string : Translation<T[K]>;
};
