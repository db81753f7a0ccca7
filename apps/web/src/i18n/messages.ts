import type { codeOfFixedText as CodeOfFixedText, Message, MessageCode } from '@portal/domain';
import { isolate } from './format';
import { i18n } from './i18n';

// The domain's message catalogues (and the zod schemas that share their modules) load with Urdu
// (./load-language.ts), not with the login page: English shows a message as it is.
let codeOfFixedText: typeof CodeOfFixedText = () => null;

/** Installed by the Urdu loader together with the `msg` catalogue section. */
export function installFixedCodes(lookup: typeof CodeOfFixedText): void {
  codeOfFixedText = lookup;
}

/**
 * A message in the current language. English shows the words as they are. Urdu shows the translation of
 * its code: the server's `msgCode` with its `msgArgs` for a template; for a form check's words shown on the
 * page (zod keeps only the words) the code of the fixed message with exactly those words. A
 * template the page fills itself passes its code and arguments. Words of no catalogue stay as they are.
 */
export function translateMessage(text: string, code?: string | null, args?: readonly string[] | null): string {
  if (i18n.language !== 'ur') return text;
  const key = code || codeOfFixedText(text);
  if (!key) return text;
  // A template's arguments are data (roll numbers, ids, dates): each keeps its own order inside the Urdu sentence.
  return i18n.t(`msg.${key}`, { defaultValue: text, ...Object.fromEntries((args ?? []).map((a, i) => [String(i), isolate(a)])) });
}

/** A message the domain decided with its code (a policy's refusal, a rule's problem), in the current language. */
export const translateSaid = (m: Message): string => translateMessage(m.text, m.code, m.args);

/** A message the page decides itself, with its code when the page knows it (a template it fills). */
export interface PageMessage {
  text: string;
  code?: MessageCode;
  args?: string[];
}

export const translatePageMessage = (m: PageMessage): string => translateMessage(m.text, m.code, m.args);
