import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * Every operation of the API has a contract: at least one 2xx answer and the error shape for 4xx and 5xx.
 * Binary answers (PDF, photo, spreadsheet, archive) name their media type with a binary string schema.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string; format?: string; properties?: Record<string, unknown> } }> }>;
}

const BINARY_TYPES = ['application/pdf', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip', 'text/csv'];

async function operations(): Promise<{ name: string; op: Operation }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
}

function errorShape(op: Operation, key: string): boolean {
  const props = op.responses?.[key]?.content?.['application/json']?.schema?.properties;
  return Boolean(props && 'success' in props && 'msg' in props);
}

describe('route contracts', () => {
  it('lists the API operations', async () => {
    expect((await operations()).length).toBeGreaterThan(90);
  });

  it('every operation declares a 2xx answer', async () => {
    // Without one, the OpenAPI plugin writes a bare "Default Response" 200 with no content: that does not count.
    const declared = (op: Operation) => Object.entries(op.responses ?? {}).some(([k, a]) => k === '204' || (/^2/.test(k) && Object.keys(a.content ?? {}).length > 0));
    const missing = (await operations()).filter(({ op }) => !declared(op)).map((o) => o.name);
    expect(missing).toEqual([]);
  });

  it('every operation declares the error shape for 4xx and 5xx', async () => {
    const missing = (await operations()).filter(({ op }) => !errorShape(op, '4XX') || !errorShape(op, '5XX')).map((o) => o.name);
    expect(missing).toEqual([]);
  });

  it('binary answers name their media type with a binary string schema', async () => {
    const wrong: string[] = [];
    for (const { name, op } of await operations()) {
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          if (type === 'application/json') continue;
          if (!BINARY_TYPES.includes(type) || media.schema?.type !== 'string' || media.schema.format !== 'binary') wrong.push(`${name} ${status} ${type}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
