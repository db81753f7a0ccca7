import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, PAGE_SIZES, STATUS, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent, type BuiltStudent } from '../test/factories.js';
import { buildCardRequest } from '../test/id-cards-helpers.js';

/**
 * The API document read by software nobody here wrote: a standard OpenAPI linter (Redocly) finds no error in
 * it, and real answers validate against the schemas it declares with a standard JSON Schema validator (ajv),
 * so a client generated from the document works.
 */
interface Schema {
  [key: string]: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema & { properties?: Record<string, Schema> } }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
let card: SessionUser;
let alice: BuiltStudent;
let requestId: number;

const operations = () => Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, method, path: p, op })));

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  alice = await buildStudent(t.db, { NM: 'Alice Zafar' });
  // A request not yet delivered, its fee neither due nor paid: the dates the answers carry are null.
  requestId = (await buildCardRequest(t.db, alice.student.ID, { REQ_STATUS: STATUS.SUBMITTED, DISTRIBUTION_DATE: null })).TRANS_ID;
}, 60_000);
afterAll(() => t?.close());

describe('the API document', () => {
  it('passes Redocly’s recommended rules with no error', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-doc-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      let out: string;
      try {
        out = execFileSync(process.execPath, [cli, 'lint', file, '--format=json'], {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 120_000,
        }).toString('utf8');
      } catch (e) {
        // The linter exits non-zero when it finds errors; its report is on stdout all the same.
        out = (e as { stdout?: Buffer }).stdout?.toString('utf8') ?? '';
      }
      const report = JSON.parse(out) as { problems: { ruleId: string; severity: string; location: { pointer: string }[] }[] };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names the server it describes and gives every operation its own operationId', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the multipart body of every upload, its file a binary part', () => {
    const uploads = operations().filter(({ op }) => /multipart|upload/i.test(op.summary ?? '') && !/photo of the student is shown|status of/i.test(op.summary ?? ''));
    expect(uploads.length).toBeGreaterThanOrEqual(10);
    const missing = uploads.filter(({ op }) => !op.requestBody?.content['multipart/form-data']?.schema.properties?.file).map((o) => o.name);
    expect(missing).toEqual([]);
    for (const { op } of uploads) expect(op.requestBody!.content['multipart/form-data'].schema.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('declares every list’s pageSize as the sizes the server accepts', () => {
    const declared = operations().flatMap(({ name, op }) => [
      ...(op.parameters ?? []).filter((p) => p.name === 'pageSize').map((p) => ({ name, schema: p.schema })),
      ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => ((c.schema.properties as Record<string, Schema> | undefined)?.pageSize ? [{ name, schema: (c.schema.properties as Record<string, Schema>).pageSize }] : [])),
    ]);
    expect(declared.length).toBeGreaterThan(10);
    for (const d of declared) expect(d.schema, d.name).toMatchObject({ enum: [...PAGE_SIZES] });
  });

  it('a card list refuses a page size outside them with the paging message’s own code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/idcard-requests', headers: await t.auth(card), payload: { cardType: 1, page: 1, pageSize: 7 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: 'Page size must be 10, 20, 50 or 100', msgCode: 'badPageSize' });
  });
});

describe('real answers validate against the declared schemas (ajv)', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);

  /** The declared 200 answer of an operation as a JSON Schema ajv compiles (OpenAPI 3.0's `nullable` read as ajv reads it). */
  const declared200 = (method: string, p: string) => {
    const schema = doc.paths[p]?.[method]?.responses['200']?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`no declared 200 answer for ${method.toUpperCase()} ${p}`);
    return schema;
  };

  it('compiles every schema the document declares', () => {
    const failed: string[] = [];
    for (const { name, op } of operations()) {
      const schemas = [
        ...Object.entries(op.responses).flatMap(([status, a]) => Object.values(a.content ?? {}).map((c) => [status, c.schema] as const)),
        ...Object.values(op.requestBody?.content ?? {}).map((c) => ['body', c.schema] as const),
        ...(op.parameters ?? []).map((p) => [p.name, p.schema] as const),
      ];
      for (const [part, schema] of schemas) {
        try {
          ajv.compile(schema);
        } catch (e) {
          failed.push(`${name} ${part}: ${(e as Error).message}`);
        }
      }
    }
    expect(failed).toEqual([]);
  });

  const calls: [string, string, () => string, () => SessionUser | null][] = [
    ['GET', '/api/student/card-status', () => '/api/student/card-status', () => alice.user],
    ['GET', '/api/student/card-requests', () => '/api/student/card-requests', () => alice.user],
    ['GET', '/api/student/card-requests/{t_id}', () => `/api/student/card-requests/${requestId}`, () => alice.user],
    ['GET', '/api/userProfile', () => '/api/userProfile', () => alice.user],
    ['GET', '/api/health', () => '/api/health', () => null],
    ['GET', '/api/notifications', () => '/api/notifications?page=1&pageSize=10', () => alice.user],
    ['GET', '/api/admin/getrequeststatuslist', () => '/api/admin/getrequeststatuslist', () => card],
  ];
  it.each(calls)('%s %s', async (method, p, url, as) => {
    const user = as();
    const res = await t.app.inject({ method: method as 'GET', url: url(), headers: user ? await t.auth(user) : {} });
    expect(res.statusCode, res.body).toBe(200);
    const validate = ajv.compile(declared200(method.toLowerCase(), p));
    const ok = validate(res.json());
    expect(ok ? [] : validate.errors).toEqual([]);
  });

  it('the card answers above carried null dates, so their nullable dates were checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/student/card-requests/${requestId}`, headers: await t.auth(alice.user) });
    expect(res.json().data).toMatchObject({ DISTRIBUTION_DATE: null });
  });
});
