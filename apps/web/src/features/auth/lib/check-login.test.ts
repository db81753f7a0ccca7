import { describe, expect, it } from 'vitest';
import { LoginBodySchema } from '@portal/domain';
import { checkLogin } from './check-login';

const cases: [string, string][] = [
  ['', ''],
  ['   ', 'secret'],
  ['221-1234', ''],
  ['  221-1234 ', 'secret'],
  ['a'.repeat(64), 'p'],
  ['a'.repeat(65), 'p'],
  [` ${'a'.repeat(64)} `, 'p'],
  ['u', 'p'.repeat(256)],
  ['u', 'p'.repeat(257)],
  ['u', ' '],
  ['\u200B', 'secret'],
  [' \u2060\u3164 ', 'secret'],
];

describe('checkLogin mirrors the domain LoginBodySchema', () => {
  it.each(cases)('username %j, password %j', (username, password) => {
    const ours = checkLogin({ username, password });
    const schema = LoginBodySchema.safeParse({ username, password });
    if (schema.success) {
      expect(ours).toEqual({ body: schema.data });
      return;
    }
    expect('errors' in ours).toBe(true);
    const failing = new Set(schema.error.issues.map((i) => String(i.path[0])));
    const errors = 'errors' in ours ? ours.errors : {};
    expect(new Set(Object.keys(errors))).toEqual(failing);
    // The "required" messages are the schema's own words.
    for (const issue of schema.error.issues) if (issue.code === 'too_small') expect(errors[issue.path[0] as 'username' | 'password']).toBe(issue.message);
  });
});
