import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from a route's own zod schema. zod-fast-check supports zod 3
 * and fast-check 3 only (peer ranges `zod ^3.18`, `fast-check <4`), so the schema goes through zod 4's
 * own `z.toJSONSchema` and this small walker turns that JSON Schema into arbitraries (docs/decisions.md).
 */
type Json = Record<string, unknown>;

/** The JSON Schema of a zod schema as its input side (what a caller sends), or null if it is not zod. */
export function jsonSchemaOf(schema: unknown): Json | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    return null;
  }
}

const MAX_DEPTH = 4;

/** Values that fit the JSON Schema (as far as a generator can tell without running refinements). */
export function arbitraryFor(schema: Json, depth = 0, defs: Json = (schema.$defs as Json) ?? {}): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (typeof schema.$ref === 'string') {
    const target = defs[schema.$ref.replace('#/$defs/', '')] as Json | undefined;
    return target ? arbitraryFor(target, depth + 1, defs) : fc.constant(null);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length) return fc.oneof(...options.map((o) => arbitraryFor(o as Json, depth + 1, defs)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) return arbitraryFor(schema.allOf[0] as Json, depth + 1, defs);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: num(schema.minimum, schema.exclusiveMinimum, 1, -1e6), max: num(schema.maximum, schema.exclusiveMaximum, -1, 1e6) });
    case 'number':
      return fc.double({ min: num(schema.minimum, schema.exclusiveMinimum, 0, -1e6), max: num(schema.maximum, schema.exclusiveMaximum, 0, 1e6), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items && typeof schema.items === 'object' ? arbitraryFor(schema.items as Json, depth + 1, defs) : fc.anything();
      return fc.array(items, { minLength: Number(schema.minItems ?? 0), maxLength: Math.min(Number(schema.maxItems ?? 5), 5) });
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryFor(v, depth + 1, defs)]));
      return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function num(inclusive: unknown, exclusive: unknown, step: number, fallback: number): number {
  if (typeof inclusive === 'number') return inclusive;
  if (typeof exclusive === 'number') return exclusive + step;
  return fallback;
}

function stringFor(schema: Json): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0);
  const max = Math.min(Number(schema.maxLength ?? Math.max(min, 40)), 200);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2040-01-01') }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2040-01-01') }).map((d) => d.toISOString().slice(0, 10));
  // Simple patterns (no lookarounds or backreferences) generate matching text; no length filter (it can
  // reject forever), the server's answer to a wrong length is part of the fuzz anyway.
  if (typeof schema.pattern === 'string' && !/\(\?[=!<]|\\\d/.test(schema.pattern)) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).map((s) => s.slice(0, 1000));
    } catch {
      /* a pattern fast-check cannot read: plain strings */
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

const ONE_MB = 'x'.repeat(1024 * 1024);

/** encodeURIComponent that never throws: a lone surrogate (which cannot be percent-encoded) becomes U+FFFD. */
export const encodeUri = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Hostile values for one field: wrong types, huge and strange numbers, 1 MB and unicode strings, SQL-ish text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, [], {}, [1, 2], { a: 1 }, '', ' ', ONE_MB, -1, 0, -0, 1e308, -1e308, 2 ** 53 + 1, 1.5, 'NaN', 'Infinity', '-1'),
  fc.constantFrom("' OR 1=1 --", "'; drop table students; --", '../../etc/passwd', '%00', '<script>alert(1)</script>', '$' + '{7*7}', '{{7*7}}', '\u202e\u0645\u0631\u062d\u0628\u0627', '😀👍🏽', '\ud800'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

/**
 * A request body or query from the schema, then (most of the time) mutated: a field dropped, a field
 * added, a field given a hostile value, a `__proto__` key, or the whole thing replaced by an array or scalar.
 * Answers the JSON text, so a `__proto__` key is really sent.
 */
export function fuzzedJson(schema: Json): fc.Arbitrary<string> {
  const valid = arbitraryFor(schema);
  const mutated = fc
    .tuple(valid, fc.nat(6), fc.string({ minLength: 1, maxLength: 12 }), hostileValue)
    .map(([value, how, key, hostile]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(how % 2 ? [value] : hostile);
      const obj = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(obj);
      const pick = keys.length ? keys[key.length % keys.length] : key;
      switch (how) {
        case 0:
          delete obj[pick];
          return JSON.stringify(obj);
        case 1:
          obj[key] = hostile;
          return JSON.stringify(obj);
        case 2:
          return JSON.stringify(obj).replace(/^\{/, `{"__proto__":{"isAdmin":true,"D_ID":101},`).replace(/,\}$/, '}');
        case 3:
          return JSON.stringify([obj]);
        case 4:
          return JSON.stringify(hostile);
        default:
          obj[pick] = hostile;
          return JSON.stringify(obj);
      }
    });
  return fc.oneof({ weight: 1, arbitrary: valid.map((v) => JSON.stringify(v ?? {})) }, { weight: 4, arbitrary: mutated });
}

/** A query string from the schema (with hostile values mixed in); bracket keys for nested filters. */
export function fuzzedQuery(schema: Json): fc.Arbitrary<string> {
  const props = Object.keys((schema.properties ?? {}) as object);
  const keys = props.length ? fc.constantFrom(...props, 'filters[ROLNO]', 'filters[NAME]', 'search', '__proto__', 'sortBy') : fc.constantFrom('search', 'page', '__proto__');
  const value = fc.oneof(
    arbitraryFor(schema).map((v) => (v && typeof v === 'object' ? Object.values(v)[0] : v)),
    hostileValue.filter((v) => v !== ONE_MB),
  );
  return fc.array(fc.tuple(keys, value), { minLength: 1, maxLength: 4 }).map((pairs) =>
    pairs.map(([k, v]) => `${encodeUri(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeUri(typeof v === 'object' ? JSON.stringify(v) : String(v))}`).join('&'),
  );
}
