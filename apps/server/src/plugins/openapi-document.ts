import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/domain';
import { UPLOAD_FORMS, uploadRequestBody } from './upload-bodies.js';

/**
 * The finishing of the OpenAPI document the routes' schemas give, so that standard tools read it as the
 * server behaves: a linter finds no error, a validator compiles every schema, a generated client works.
 *
 * - `nullable` only beside a `type` (OpenAPI 3.0): a nullable union carries it on each member; a union of
 *   one member is that member; a union inside a union is flattened; a whole number's exclusive bound is
 *   written as the inclusive one, which OpenAPI 3.0 and JSON Schema validators read alike.
 * - Every list's `pageSize` is the sizes the server accepts (10, 20, 50, 100), not any number up to 100.
 * - Each upload declares its multipart form (./upload-bodies.ts).
 * - Every operation has an `operationId` (method and path, in camel case) and the document names its server.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const PAGE_SIZE_SCHEMA = { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE };

/** A schema with only a union (`anyOf` or `oneOf`) and nothing else. */
const onlyUnion = (s: Json, key: 'anyOf' | 'oneOf') => Array.isArray(s[key]) && Object.keys(s).every((k) => k === key);

/** One schema made plain for OpenAPI 3.0 readers, its children first. */
function plainSchema(s: Json): Json {
  for (const [k, v] of Object.entries(s)) {
    if (Array.isArray(v)) s[k] = v.map((x) => (isObject(x) ? plainSchema(x) : x));
    else if (isObject(v)) s[k] = k === 'properties' || k === 'patternProperties' ? Object.fromEntries(Object.entries(v).map(([p, x]) => [p, isObject(x) ? plainSchema(x) : x])) : plainSchema(v);
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = s[key];
    if (!Array.isArray(members)) continue;
    // A union inside a union of the same kind: one union.
    const flat = members.flatMap((m) => (isObject(m) && onlyUnion(m, key) ? (m[key] as unknown[]) : [m]));
    if (flat.length === 1 && isObject(flat[0]) && !Object.keys(flat[0]).some((k) => k in s && k !== key)) {
      delete s[key];
      Object.assign(s, flat[0]);
    } else s[key] = flat;
  }
  // A whole number above 0 as the lowest whole number allowed: OpenAPI 3.0's `exclusiveMinimum: true` is a
  // number in the JSON Schema validators use, and `minimum: 1` reads the same to both.
  if (s.type === 'integer' && s.exclusiveMinimum === true && typeof s.minimum === 'number') {
    s.minimum = Math.floor(s.minimum) + 1;
    delete s.exclusiveMinimum;
  }
  if (s.type === 'integer' && s.exclusiveMaximum === true && typeof s.maximum === 'number') {
    s.maximum = Math.ceil(s.maximum) - 1;
    delete s.exclusiveMaximum;
  }
  if (s.nullable === true && s.type === undefined) {
    delete s.nullable;
    const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
    // Each member may be null instead (a member without a type already allows null, as does a bare schema).
    if (union) for (const m of union) if (isObject(m) && m.type !== undefined) m.nullable = true;
  }
  return s;
}

/** `getApiStudentCardRequestsByTId` for `GET /api/student/card-requests/{t_id}`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return param ? ['by', ...param[1].split(/[^A-Za-z0-9]+/)] : part.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

export function finishDocument<T>(document: T, serverUrl: string): T {
  const doc = document as unknown as Json & { paths?: Record<string, Record<string, Json>>; components?: Json };
  doc.servers = [{ url: serverUrl, description: 'This portal' }];
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method) || !isObject(op)) continue;
      plainSchema(op);
      for (const p of (op.parameters as Json[] | undefined) ?? []) if (p.name === 'pageSize') p.schema = { ...PAGE_SIZE_SCHEMA };
      const body = op.requestBody as { content?: Record<string, { schema?: Json }> } | undefined;
      for (const media of Object.values(body?.content ?? {})) {
        const props = media.schema?.properties;
        if (isObject(props) && props.pageSize) props.pageSize = { ...PAGE_SIZE_SCHEMA };
      }
      const form = UPLOAD_FORMS[`${method.toUpperCase()} ${path}`];
      if (form && !op.requestBody) op.requestBody = uploadRequestBody(form);
      if (typeof op.operationId !== 'string') {
        let id = operationIdOf(method, path);
        for (let n = 2; taken.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
        op.operationId = id;
      }
      taken.add(op.operationId as string);
    }
  }
  if (isObject(doc.components?.schemas)) for (const s of Object.values(doc.components.schemas)) if (isObject(s)) plainSchema(s);
  return document;
}
