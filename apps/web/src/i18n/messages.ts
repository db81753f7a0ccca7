import type { matchMessage as MatchMessage } from '@portal/domain';
import { i18n } from './i18n';

// The domain's message catalogues (and the zod schemas that share their modules) load with Urdu
// (./load-language.ts), not with the login page (issue 13): English shows a message as it is.
let matchMessage: typeof MatchMessage = () => null;

/** Installed by the Urdu loader together with the `msg` catalogue section. */
export function installMessageMatcher(matcher: typeof MatchMessage): void {
  matchMessage = matcher;
}

/**
 * A message from the server or the domain in the current language: English shows the text as it is
 * (the spec's words); Urdu shows the translation for its code (`msgCode` from the API, or the code the
 * text has in the domain catalogues), with template arguments filled in. Text of no catalogue stays.
 */
export function translateMessage(text: string, code?: string | null): string {
  if (i18n.language !== 'ur') return text;
  const match = matchMessage(text);
  const key = code ?? match?.code;
  if (!key) return text;
  const args = match && match.code === key ? match.args : [];
  return i18n.t(`msg.${key}`, { defaultValue: text, ...Object.fromEntries(args.map((a, i) => [String(i), a])) });
}
