/**
 * The list of every message catalogue (for the translations and the bare-words lookup), apart from the coded
 * messages (`M`, ./coded-messages.ts): loading the lookup does not load every area's coded messages.
 */
import { MSG } from './messages.js';
import { BULK_MSG } from './bulk/messages.js';
import { RECONCILE_MSG } from './challans/messages.js';
import { NOTIFICATION_MSG } from './notifications/messages.js';
import { CLEARANCE_MSG } from './clearance/messages.js';
import { DUES_MSG } from './dues/messages.js';
import { EVENT_ADMIN_MSG, EVENT_MSG } from './events/messages.js';
import { ID_CARD_MSG } from './id-cards/messages.js';
import { CARD_MSG } from './id-cards/card-messages.js';
import { EFT_MSG } from './endowment/messages.js';
import { STUDENT_MSG } from './students/uploads.js';
import { TRANSPORT_MSG } from './transport/messages.js';
import { ACCOUNT_MSG } from './admin/account-messages.js';
import { ACADEMICS_MSG, AUDIT_MSG, IMPORT_MSG, JOBS_MSG } from './admin/messages.js';
import { CARDS_MSG } from './cards/messages.js';

import { codeOf, type Message, type Template } from './message.js';

/**
 * Every user-facing message catalogue, by the prefix of its codes. A message's code is its key:
 * `MSG.unauthorized` → `unauthorized` (the `common` catalogue has no prefix), `TRANSPORT_MSG.applied` →
 * `transport.applied`. The API sends the code (`msgCode`) beside the English `msg`; the web shows the
 * translation of the code. A new catalogue is added here and in ./coded-messages.ts (`M`); the web's
 * message tree and the typed Urdu catalogue follow.
 */
export const MESSAGE_CATALOGUES = {
  common: MSG,
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
  account: ACCOUNT_MSG,
  eventAdmin: EVENT_ADMIN_MSG,
  studentImport: IMPORT_MSG,
  audit: AUDIT_MSG,
  jobs: JOBS_MSG,
  academics: ACADEMICS_MSG,
  cards: CARDS_MSG,
} as const;

type Catalogues = typeof MESSAGE_CATALOGUES;

type CodesOf<A extends string, C> = { [K in keyof C & string]: A extends 'common' ? K : `${A}.${K}` }[keyof C & string];

/** Every message code, as a type (`'unauthorized' | 'transport.applied' | …`): for code that names one. */
export type MessageCode = { [A in keyof Catalogues & string]: CodesOf<A, Catalogues[A]> }[keyof Catalogues & string];

export interface MessageEntry {
  code: string;
  /** The English text; for a template, the text with `{{0}}`, `{{1}}` … where its arguments go. */
  text: string;
}

/**
 * A template's English text with `{{0}}`, `{{1}}` … for its arguments, for the translation catalogue.
 * Filled with numeric samples (they read as text too, and survive a template that formats a number).
 */
function templateText(fn: Template): string {
  const samples = Array.from({ length: fn.length }, (_, i) => 987654320 + i);
  let text = (fn as (...a: unknown[]) => string)(...samples);
  samples.forEach((s, i) => {
    text = text.split(String(s)).join(`{{${i}}}`);
  });
  return text;
}

/** Every message with its code, in catalogue order (common first): the English side of the translations. */
export const messageEntries = (): MessageEntry[] =>
  Object.entries(MESSAGE_CATALOGUES).flatMap(([area, catalogue]) =>
    Object.entries(catalogue as Record<string, string | Template>).map(([key, value]) => ({
      code: codeOf(area, key),
      text: typeof value === 'function' ? templateText(value) : value,
    })),
  );

/** The first code of each fixed text, made on first use (a screen that only says coded messages never needs it). */
let firstCodeOfText: Map<string, string> | undefined;

/**
 * The code of a fixed message that arrives as bare words: a zod schema's check keeps only the words of the
 * message it was given (a built-in check's issue carries no data of ours beside them), so a form check or a
 * request's validation error finds its code here, by the exact words of a fixed entry (the first entry with
 * those words, when several catalogues say the same). A template's text is never looked up. Everything else
 * (policies, rules, services) makes its message coded (`M.…`) where it decides it, and never needs this.
 */
export function codeOfFixedText(text: string): string | null {
  if (!firstCodeOfText) {
    firstCodeOfText = new Map();
    for (const [area, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
      for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
        if (typeof value === 'string' && !firstCodeOfText.has(value)) firstCodeOfText.set(value, codeOf(area, key));
      }
    }
  }
  return firstCodeOfText.get(text) ?? null;
}

/** A zod check's message as a `Message` (see `codeOfFixedText`); zod's own words get no code. */
export const zodIssueMessage = (issue: { message: string }): Message => ({ code: codeOfFixedText(issue.message) ?? '', text: issue.message });
