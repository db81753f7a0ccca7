import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** pino's options as Fastify takes them (with `stream`). */
export type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * The portal's log options (pino): structured JSON with request ids, and no personal data. Used by the app
 * (`app.ts`) and usable as is by command-line tools (`pino(loggerOptions('info'))`).
 *
 * Three layers, each catching what the one before may miss:
 * 1. fields by name: passwords, tokens, secrets, one-time codes, CNICs, phone numbers and e-mail addresses are
 *    replaced at any depth (`REDACTED`), and the authorization and cookie headers by path;
 * 2. errors: a failed statement keeps its text but loses its parameter values (drizzle's `params` and the
 *    "params:" part of its message, PGlite's `params`), and a database error loses the row values of its
 *    `detail` and its `where`, through every `cause`;
 * 3. every string written (messages, URLs, error texts) has CNICs, Pakistani phone numbers and e-mail
 *    addresses masked.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // Fastify types the serializer by its own shape; this one answers that shape for errors, and scrubs anything else.
    serializers: { err: serializeError as never, req: serializeRequest },
    formatters: { log: (object) => scrub(object) as Record<string, unknown> },
    hooks: {
      // The message (and pino's default message, an error's own text) is not part of the object above.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) return method.apply(this, [{ err: first }, ...(rest.length ? rest.map(scrubText) : [errorMessage(first)])] as never);
        if (first && typeof first === 'object') {
          const err = (first as { err?: unknown }).err;
          if (!rest.length && err instanceof Error) return method.apply(this, [first, errorMessage(err)] as never);
          return method.apply(this, [first, ...rest.map(scrubText)] as never);
        }
        return method.apply(this, args.map(scrubText) as never);
      },
    },
  };
}

export const REDACTED = '[redacted]';

/** Header paths (layer 1 also covers them by name wherever they are). */
const REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'];

/** Field names (lower case, without `_` and `-`) whose values never reach the log. */
const SECRET_NAMES = new Set(['authorization', 'cookie', 'setcookie', 'ph1', 'ph2', 'fcontact', 'contact', 'mobile', 'totp']);
const SECRET_ENDINGS = ['password', 'passwordhash', 'token', 'secret', 'otp', 'cnic', 'phone', 'email', 'apikey'];

function isSecretName(key: string): boolean {
  const k = key.toLowerCase().replace(/[_-]/g, '');
  return SECRET_NAMES.has(k) || SECRET_ENDINGS.some((e) => k.endsWith(e));
}

/** Properties of errors that hold the values of a statement, never its text (drizzle, PGlite). */
const PARAMETER_KEYS = new Set(['params', 'parameters', 'queryOptions']);

const EMAIL = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const CNIC_DASHED = /(?<!\d)\d{5}-\d{7}-\d(?!\d)/g;
const PHONE_INTERNATIONAL = /(?<![\d+])(?:\+|00)92[\s-]?\d(?:[\s-]?\d){8,10}(?!\d)/g;
const PHONE_LOCAL = /(?<!\d)(?:92|0)3\d{2}[\s-]?\d{7}(?!\d)/g;
const PHONE_LANDLINE = /(?<!\d)0\d{2,3}-\d{7,8}(?!\d)/g;
const THIRTEEN_DIGITS = /(?<!\d)\d{13}(?!\d)/g;
/** drizzle's "Failed query: …\nparams: …": the values up to the stack's first frame or the end. */
const SQL_PARAMS = /(Failed query: [\s\S]*?)\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** A string with statement parameters cut and CNICs, phone numbers and e-mail addresses masked. */
export function scrubText<T>(value: T): T {
  if (typeof value !== 'string') return value;
  return value
    .replace(SQL_PARAMS, '$1')
    .replace(EMAIL, '[email]')
    .replace(CNIC_DASHED, '[cnic]')
    .replace(PHONE_INTERNATIONAL, '[phone]')
    .replace(PHONE_LOCAL, '[phone]')
    .replace(PHONE_LANDLINE, '[phone]')
    .replace(THIRTEEN_DIGITS, '[cnic]') as T;
}

/**
 * Plain objects and arrays copied with secret fields redacted and every string scrubbed. Errors and other
 * class instances (a request, a reply) are left to their serializers, which scrub what they keep.
 */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object') return value;
  if (depth > 8) return '[…]';
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = v !== null && v !== undefined && isSecretName(key) ? REDACTED : scrub(v, depth + 1);
  }
  return out;
}

/** An error's message as it may be logged. */
function errorMessage(err: Error): string {
  return cleanErrorText(err, err.message);
}

/** The message or stack of `err` without its statement parameters or the input values PostgreSQL quotes. */
function cleanErrorText(err: object, text: string): string {
  const { query, message } = err as { query?: unknown; message?: unknown };
  let out = text;
  // drizzle: the message is exactly "Failed query: <text>\nparams: <values>"; cut it where it is known.
  if (typeof query === 'string' && typeof message === 'string' && message.startsWith(`Failed query: ${query}\nparams: `)) {
    out = out.split(message).join(`Failed query: ${query}`);
  }
  if (isDatabaseError(err)) {
    // `invalid input syntax for type integer: "…"`, `value "…" is out of range for type …`
    out = out.replace(/(: )"[^"\n]*"/g, '$1"…"').replace(/\bvalue "[^"\n]*"/g, 'value "…"');
  }
  return scrubText(out);
}

/** PostgreSQL's errors (both drivers) carry a five-character SQLSTATE and a severity. */
function isDatabaseError(err: object): boolean {
  const e = err as { code?: unknown; severity?: unknown };
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && (typeof e.severity === 'string' || 'detail' in e);
}

/** `Key (event_id, cnic)=(5, 3520212345671) already exists.` keeps the columns; `Failing row contains (…)` keeps nothing. */
function cleanDetail(detail: unknown): unknown {
  if (typeof detail !== 'string') return undefined;
  const key = /^(Key \([^=]*\))=\(.*\)( [^()]*)$/s.exec(detail);
  if (key) return `${key[1]}=(…)${key[2]}`;
  return REDACTED;
}

/** The `err` serializer: pino's shape (type, message, stack, own fields, cause) without personal values. */
function serializeError(err: unknown, seen: Set<unknown> = new Set()): unknown {
  if (!(err instanceof Error) && !(err && typeof err === 'object' && 'message' in err && 'stack' in err)) return scrub(err);
  if (seen.has(err)) return { message: '[Circular]' };
  seen.add(err);
  const e = err as Error & Record<string, unknown>;
  // PGlite's classes are minified ("O"): its errors are named by what they are.
  const type = e.constructor?.name && e.constructor.name.length > 2 ? e.constructor.name : isDatabaseError(e) ? 'DatabaseError' : 'Error';
  const out: Record<string, unknown> = { type, message: cleanErrorText(e, String(e.message ?? '')) };
  if (typeof e.stack === 'string') out.stack = cleanErrorText(e, e.stack);
  for (const key of Object.keys(e)) {
    if (key in out || key === 'cause' || PARAMETER_KEYS.has(key)) continue;
    const v = e[key];
    if (key === 'detail') out.detail = cleanDetail(v);
    else if (key === 'where') continue;
    else if (v !== null && v !== undefined && isSecretName(key)) out[key] = REDACTED;
    else if (v instanceof Error) out[key] = serializeError(v, seen);
    else if (typeof v !== 'function') out[key] = typeof v === 'string' ? cleanErrorText(e, v) : scrub(v);
  }
  if (e.cause !== undefined) out.cause = serializeError(e.cause, seen);
  if (Array.isArray(e.errors)) out.errors = e.errors.map((x) => serializeError(x, seen));
  return out;
}

/** The `req` serializer: Fastify's fields, with the query string's values (searches, names) left out. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: scrubText(withoutQueryValues(req.url)),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** `/api/x?search=Ali&page=2` → `/api/x?search=…&page=2`: short numbers (pages, ids) are kept. */
function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const value = pair.slice(eq + 1);
      return /^\d{1,6}$/.test(value) || value === '' ? pair : `${pair.slice(0, eq)}=…`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}
