import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { publicUrl, publicUrlWarning } from './public-url.js';

/**
 * Documents and mails print the portal's address: without PUBLIC_URL it is this machine's own, which no
 * one else can open. A deployment that leaves it unset is told so once, at start, in one log line.
 */
describe('the public address', () => {
  it('is PUBLIC_URL without a trailing slash, else this machine', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://portal.example.edu/', PORT: 3000 })).toBe('https://portal.example.edu');
    expect(publicUrl({ PUBLIC_URL: undefined, PORT: 8080 })).toBe('http://localhost:8080');
  });

  it('warns a production run or a PostgreSQL deployment without it, naming the setting and what it affects', () => {
    const warning = publicUrlWarning({ PUBLIC_URL: undefined, PORT: 3000, NODE_ENV: 'production', DATABASE_URL: undefined });
    expect(warning).toMatch(/^PUBLIC_URL is not set: /);
    expect(warning).toContain('http://localhost:3000');
    expect(warning).toMatch(/challans, forms and certificates/);
    expect(warning).toMatch(/notification mails/);
    expect(publicUrlWarning({ PUBLIC_URL: undefined, PORT: 3000, NODE_ENV: 'development', DATABASE_URL: 'postgres://db/portal' })).toBe(warning);
  });

  it('says nothing when it is set, or on the demo (embedded database, not production)', () => {
    expect(publicUrlWarning({ PUBLIC_URL: 'https://portal.example.edu', PORT: 3000, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal' })).toBeNull();
    expect(publicUrlWarning({ PUBLIC_URL: undefined, PORT: 3000, NODE_ENV: 'development', DATABASE_URL: undefined })).toBeNull();
  });

  it('the portal logs the warning once when it starts without PUBLIC_URL in production', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const t = await createTestApp({ config: { NODE_ENV: 'production', LOG_LEVEL: 'warn' }, logStream });
    await t.close();
    const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.setting === 'PUBLIC_URL');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, msg: expect.stringMatching(/^PUBLIC_URL is not set/) });

    const quiet: string[] = [];
    const set = await createTestApp({ config: { NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: 'https://portal.example.edu' }, logStream: { write: (l) => void quiet.push(l) } });
    await set.close();
    expect(quiet.filter((l) => l.includes('PUBLIC_URL'))).toEqual([]);
  }, 60_000);
});
