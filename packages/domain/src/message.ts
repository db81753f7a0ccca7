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

/** A catalogue whose entries know their code: a fixed text is a `Message`, a template makes one. */
export type Coded<C> = {
  readonly [K in keyof C]: C[K] extends (...args: infer A) => string ? (...args: A) => Message : Message;
};

export const codeOf = (area: string, key: string) => (area === 'common' ? key : `${area}.${key}`);

export type Template = (...args: never[]) => string;

/**
 * A catalogue whose entries carry their code (one area, on its own: ./coded-messages.ts): `coded('transport', TRANSPORT_MSG).applied` is
 * `{ code: 'transport.applied', text }`.
 */
export function coded<C extends object>(area: string, catalogue: C): Coded<C> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue as Record<string, string | Template>)) {
    const code = codeOf(area, key);
    out[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => ({ code, text: (value as (...a: unknown[]) => string)(...args), args: args.map(String) })
        : { code, text: value };
  }
  return out as Coded<C>;
}

/**
 * A refusal carried inside an answer's data (a row of a batch, why an action is not open): its words as
 * `reason`, their code as `msgCode` and a template's arguments as `msgArgs` (CodedReasonSchema, ./answers.ts).
 */
export const reasonFields = (m: Message) => ({ reason: m.text, msgCode: m.code, ...(m.args?.length ? { msgArgs: [...m.args] } : {}) });

/** A message made where no catalogue entry fits the words (e.g. a library's own text): it has no code. */
export const uncoded = (text: string): Message => ({ code: '', text });
