import { MSG } from './messages.js';
import { BULK_MSG } from './bulk/messages.js';
import { RECONCILE_MSG } from './challans/messages.js';
import { NOTIFICATION_MSG } from './notifications/schemas.js';
import { CLEARANCE_MSG } from './clearance/messages.js';
import { DUES_MSG } from './dues/dues-update.js';
import { EVENT_MSG } from './events/registration.js';
import { ID_CARD_MSG } from './id-cards/messages.js';
import { CARD_MSG } from './id-cards/card-application.js';
import { EFT_MSG } from './endowment/endowment.js';
import { STUDENT_MSG } from './students/uploads.js';
import { TRANSPORT_MSG } from './transport/messages.js';

/**
 * Every user-facing message catalogue, by the prefix of its codes (issue 12). A message's code is its
 * key: `MSG.unauthorized` → `unauthorized`, `TRANSPORT_MSG.applied` → `transport.applied`. The API
 * sends the code beside the English `msg`; the web shows its translation for the code.
 */
export const MESSAGE_CATALOGUES = {
  '': MSG,
  clearance: CLEARANCE_MSG,
  dues: DUES_MSG,
  event: EVENT_MSG,
  idCard: ID_CARD_MSG,
  card: CARD_MSG,
  eft: EFT_MSG,
  student: STUDENT_MSG,
  transport: TRANSPORT_MSG,
  notification: NOTIFICATION_MSG,
  bulk: BULK_MSG,
  reconcile: RECONCILE_MSG,
} as const;

type Template = (...args: never[]) => string;

export interface MessageEntry {
  code: string;
  /** The English text; for a template, the text with `{{0}}`, `{{1}}` … where its arguments go. */
  text: string;
  /** For a template: matches a sent message; its groups are the arguments. */
  pattern?: RegExp;
  /** For a template: the parameter index of each group of the pattern. */
  order?: number[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template as text with `{{0}}`, `{{1}}` … for its arguments (numbered in parameter order) and a
 * pattern that matches a sent message. Filled with numeric samples (they read as text too), so it
 * works on minified code, where parameter names are lost.
 */
function templateEntry(code: string, fn: Template): MessageEntry {
  const samples = Array.from({ length: fn.length }, (_, i) => 987654320 + i);
  const filled = (fn as (...a: unknown[]) => string)(...samples);
  const find = new RegExp(samples.map((x) => escapeRegExp(String(x))).join('|'), 'g');
  let text = '';
  let pattern = '';
  const order: number[] = [];
  let last = 0;
  for (const m of filled.matchAll(find)) {
    const i = samples.findIndex((x) => String(x) === m[0]);
    const before = filled.slice(last, m.index);
    text += `${before}{{${i}}}`;
    pattern += `${escapeRegExp(before)}(.+?)`;
    order.push(i);
    last = m.index + m[0].length;
  }
  const rest = filled.slice(last);
  return { code, text: text + rest, pattern: new RegExp(`^${pattern}${escapeRegExp(rest)}$`), order };
}

function collect(): MessageEntry[] {
  const out: MessageEntry[] = [];
  for (const [prefix, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
    for (const [key, value] of Object.entries(catalogue as Record<string, string | Template>)) {
      const code = prefix ? `${prefix}.${key}` : key;
      out.push(typeof value === 'function' ? templateEntry(code, value) : { code, text: value });
    }
  }
  return out;
}

/** Every message with its code, in catalogue order (MSG first). */
export const MESSAGE_ENTRIES: readonly MessageEntry[] = collect();

const byText = new Map<string, string>();
for (const e of MESSAGE_ENTRIES) if (!e.pattern && !byText.has(e.text)) byText.set(e.text, e.code);
const templates = MESSAGE_ENTRIES.filter((e) => e.pattern);

export interface MessageMatch {
  code: string;
  /** The arguments of a template message, in order. */
  args: string[];
}

/** The code of a message text (the first catalogue entry with that text), or null for text of no catalogue. */
export function matchMessage(text: string): MessageMatch | null {
  const code = byText.get(text);
  if (code) return { code, args: [] };
  for (const t of templates) {
    const m = t.pattern!.exec(text);
    if (!m) continue;
    const args: string[] = [];
    t.order!.forEach((param, group) => {
      args[param] = m[group + 1]!;
    });
    return { code: t.code, args };
  }
  return null;
}

export const messageCode = (text: string): string | null => matchMessage(text)?.code ?? null;
