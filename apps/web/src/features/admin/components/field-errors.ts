import { type FieldError, M, type Message, zodIssueMessage } from '@portal/domain';
import { useState } from 'react';
import { translateSaid } from '../../../i18n/messages';
import { isApiError, messageOfError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

/** Each field's first problem, as a coded message (the server's words, or the same rule checked here). */
export type FieldMessages<F extends string> = Partial<Record<F, Message>>;

/** How a form reads a refusal: the payload's field names as the form's fields, and refusals whose code names a field. */
export interface RefusalFields<F extends string> {
  /** A field of the payload by another name in the form (`D_ID` → `office`); the same name needs no entry. */
  wire?: Partial<Record<string, F>>;
  /** A refusal's code that is about one field (a username taken: the username). */
  codes?: Partial<Record<string, F>>;
}

/**
 * A schema check's problems, the first per field of the form. The same domain schemas the server checks the
 * payload with, so what the server would refuse is said under the field before anything is sent.
 */
export function messagesByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[] | undefined,
  fields: readonly F[],
  wire: Partial<Record<string, F>> = {},
): FieldMessages<F> {
  const out: FieldMessages<F> = {};
  for (const issue of issues ?? []) {
    const field = fieldOf(String(issue.path[0] ?? ''), fields, wire);
    if (field && !out[field]) out[field] = zodIssueMessage(issue);
  }
  return out;
}

function fieldOf<F extends string>(name: string, fields: readonly F[], wire: Partial<Record<string, F>>): F | undefined {
  const top = name.split('.')[0];
  return wire[top] ?? (fields.includes(top as F) ? (top as F) : undefined);
}

/**
 * The fields a refused call names: every field of `fieldErrors` (a payload that failed its schema), and the
 * field a refusal's code is about (a username taken, a stock below the tickets issued).
 */
export function refusedFields<F extends string>(error: unknown, fields: readonly F[], map: RefusalFields<F> = {}): FieldMessages<F> {
  if (!isApiError(error)) return {};
  const out: FieldMessages<F> = {};
  const listed = (error.body as { fieldErrors?: FieldError[] } | undefined)?.fieldErrors;
  for (const e of Array.isArray(listed) ? listed : []) {
    const field = fieldOf(e.field, fields, map.wire ?? {});
    if (field && !out[field]) out[field] = { code: e.msgCode ?? '', text: e.msg };
  }
  const byCode = error.msgCode ? map.codes?.[error.msgCode] : undefined;
  if (byCode && !out[byCode]) out[byCode] = messageOfError(error, M.common.somethingWrong);
  return out;
}

/** A refusal said as a toast, in the chosen language (a call sent `silent` that no field explains). */
export function sayRefusal(error: unknown) {
  const m = messageOfError(error, M.common.somethingWrong);
  toast.error(m.text, { code: m.code, args: m.args });
}

/**
 * The errors of an administration form, each under its field: a field's problem shows once the field has been
 * left (or on an attempt to send), so most mistakes are said before anything is sent; a refusal of the server
 * that names fields shows under them until they are changed, and any other refusal is a toast.
 * `problems`: the form's own check of its values now.
 */
export function useFieldErrors<F extends string>(fields: readonly F[], problems: FieldMessages<F>, map: RefusalFields<F> = {}) {
  const [shown, setShown] = useState<ReadonlySet<F>>(() => new Set());
  const [server, setServer] = useState<FieldMessages<F>>({});
  const messageOf = (f: F) => (shown.has(f) ? problems[f] : undefined) ?? server[f];
  const errorOf = (f: F) => {
    const m = messageOf(f);
    return m ? translateSaid(m) : undefined;
  };
  return {
    errorOf,
    /** The error and blur of an input of `f`. */
    props: (f: F) => ({ error: errorOf(f), onBlur: () => setShown((s) => (s.has(f) ? s : new Set(s).add(f))) }),
    /** `f` was changed: the server's refusal of it no longer holds. */
    edited: (f: F) =>
      setServer((s) => {
        if (!s[f]) return s;
        const next = { ...s };
        delete next[f];
        return next;
      }),
    /** Before sending: every problem shows; true when there is none. */
    ready: () => {
      setShown(new Set(fields));
      return fields.every((f) => !problems[f]);
    },
    /** A refused call (sent `silent`): its fields' problems under them, any other refusal as a toast. */
    refused: (error: unknown) => {
      const byField = refusedFields(error, fields, map);
      setServer(byField);
      if (!Object.keys(byField).length) sayRefusal(error);
    },
    /** A new form (the dialog opened again). */
    reset: () => {
      setShown(new Set());
      setServer({});
    },
  };
}
