import { MSG } from './messages.js';
import { BULK_MSG } from './bulk/messages.js';
import { RECONCILE_MSG } from './challans/messages.js';
import { NOTIFICATION_MSG } from './notifications/schemas.js';
import { CLEARANCE_MSG } from './clearance/messages.js';
import { DUES_MSG } from './dues/messages.js';
import { EVENT_MSG } from './events/registration.js';
import { ID_CARD_MSG } from './id-cards/messages.js';
import { CARD_MSG } from './id-cards/card-messages.js';
import { EFT_MSG } from './endowment/messages.js';
import { STUDENT_MSG } from './students/uploads.js';
import { TRANSPORT_MSG } from './transport/messages.js';
import { ACCOUNT_MSG } from './admin/account-messages.js';
import { EVENT_ADMIN_MSG } from './events/admin-events.js';
import { IMPORT_MSG } from './admin/student-import.js';
import { AUDIT_MSG } from './admin/audit-search.js';
import { JOBS_MSG } from './admin/mail-jobs.js';
import { ACADEMICS_MSG } from './admin/academics.js';
import { CARDS_MSG } from './cards/messages.js';

/**
 * Every user-facing message catalogue, by the prefix of its codes. A message's code is its key:
 * `MSG.unauthorized` → `unauthorized` (the `common` catalogue has no prefix), `TRANSPORT_MSG.applied` →
 * `transport.applied`. The API sends the code (`msgCode`) beside the English `msg`; the web shows the
 * translation of the code. A new catalogue is added here once: `M` and the web's message tree follow.
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
type Template = (...args: never[]) => string;

/**
 * A message as it travels from where it is decided to the reader: its stable code, its English text
 * (sent as `msg`, verbatim) and, for a template, the arguments it was filled with (sent as `msgArgs`, so a
 * translation fills them in its own words).
 */
export interface Message {
  readonly code: string;
  readonly text: string;
  readonly args?: readonly string[];
}

type CodesOf<A extends string, C> = { [K in keyof C & string]: A extends 'common' ? K : `${A}.${K}` }[keyof C & string];

/** Every message code, as a type (`'unauthorized' | 'transport.applied' | …`): for code that names one. */
export type MessageCode = { [A in keyof Catalogues & string]: CodesOf<A, Catalogues[A]> }[keyof Catalogues & string];

/** A catalogue whose entries know their code: a fixed text is a `Message`, a template makes one. */
export type Coded<C> = {
  readonly [K in keyof C]: C[K] extends (...args: infer A) => string ? (...args: A) => Message : Message;
};

const codeOf = (area: string, key: string) => (area === 'common' ? key : `${area}.${key}`);

/**
 * The same words in two catalogues are one message with one translation: an entry whose text an earlier
 * entry already has takes that entry's code (decided here, once, when the catalogues are built).
 */
const firstCodeOfText = new Map<string, string>();
for (const [area, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
  for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
    if (typeof value === 'string' && !firstCodeOfText.has(value)) firstCodeOfText.set(value, codeOf(area, key));
  }
}

function coded<C extends object>(area: string, catalogue: C): Coded<C> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue as Record<string, string | Template>)) {
    const code = codeOf(area, key);
    out[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => ({ code, text: (value as (...a: unknown[]) => string)(...args), args: args.map(String) })
        : { code: firstCodeOfText.get(value) ?? code, text: value };
  }
  return out as Coded<C>;
}

/**
 * The messages with their codes, by area: `M.transport.routeNotFound`, `M.idCard.requestNotFound(7)`,
 * `M.common.unauthorized`. The server throws and answers these, so the code travels with the message and
 * is never looked up from its English words.
 */
export const M = Object.fromEntries(Object.entries(MESSAGE_CATALOGUES).map(([area, c]) => [area, coded(area, c)])) as {
  readonly [A in keyof Catalogues]: Coded<Catalogues[A]>;
};

/** A message made where no catalogue entry fits the words (e.g. a library's own text): it has no code. */
export const uncoded = (text: string): Message => ({ code: '', text });

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
export const MESSAGE_ENTRIES: readonly MessageEntry[] = Object.entries(MESSAGE_CATALOGUES).flatMap(([area, catalogue]) =>
  Object.entries(catalogue as Record<string, string | Template>).map(([key, value]) => ({
    code: codeOf(area, key),
    text: typeof value === 'function' ? templateText(value) : value,
  })),
);

/**
 * The code of a fixed message that arrives as bare words: a zod schema's check keeps only the words of the
 * message it was given (a built-in check's issue carries no data of ours beside them), so a form check or a
 * request's validation error finds its code here, by the exact words of a fixed entry. A template's text is
 * never looked up. Everything else (policies, rules, services) makes its message coded (`M.…`) where it
 * decides it, and never needs this.
 */
export const codeOfFixedText = (text: string): string | null => firstCodeOfText.get(text) ?? null;

/** A zod check's message as a `Message` (see `codeOfFixedText`); zod's own words get no code. */
export const zodIssueMessage = (issue: { message: string }): Message => ({ code: codeOfFixedText(issue.message) ?? '', text: issue.message });
