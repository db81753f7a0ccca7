import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED, scrubText } from './logger.js';
import { PLANTED } from '../test/planted-values.js';

/** A logger with the app's options writing into an array (through Fastify, as the app builds it). */
function capture() {
  const lines: string[] = [];
  const app = Fastify({ logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } } });
  return { log: app.log, lines, text: () => lines.join('') };
}

const { CNIC, CNIC_DIGITS, PHONE, PHONE_INTL, EMAIL, PASSWORD } = PLANTED;

/** A PostgreSQL unique violation as the drivers throw it, wrapped by drizzle with the statement's values. */
function failedStatement() {
  const pgError = Object.assign(new Error('duplicate key value violates unique constraint "event_registrations_cnic_uq"'), {
    severity: 'ERROR',
    code: '23505',
    detail: `Key (event_id, cnic)=(7, ${CNIC_DIGITS}) already exists.`,
    where: `SQL statement "insert … values ('${EMAIL}')"`,
    constraint: 'event_registrations_cnic_uq',
  });
  const statement = 'insert into "event_registrations" ("event_id", "email", "cnic", "phone") values ($1, $2, $3, $4)';
  return { statement, error: new DrizzleQueryError(statement, [7, EMAIL, CNIC_DIGITS, PHONE], pgError) };
}

describe('scrubText', () => {
  it.each([
    [`cnic ${CNIC} and ${CNIC_DIGITS}`, 'cnic [cnic] and [cnic]'],
    [`call ${PHONE}, ${PLANTED.PHONE_DIGITS}, ${PHONE_INTL}, ${PLANTED.PHONE_INTL_DIGITS}, 00923331234567 or 042-35761234`, 'call [phone], [phone], [phone], [phone], [phone] or [phone]'],
    [`mail ${EMAIL} or Ali.Khan+x@students.gcu.edu.pk`, 'mail [email] or [email]'],
  ])('masks %s', (input, output) => expect(scrubText(input)).toBe(output));

  it('keeps what is no personal value: ids, dates, request ids, amounts, roll numbers', () => {
    const kept = 'request 6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b at 2024-05-01T10:00:00Z, T_ID 123456, Rs 18000, 0002-BSCS-23, account 6580012345678901';
    expect(scrubText(kept)).toBe(kept);
  });

  it('cuts drizzle’s parameter values from a message and keeps the statement', () => {
    const { statement, error } = failedStatement();
    expect(scrubText(error.message)).toBe(`Failed query: ${statement}`);
  });
});

describe('the log without personal data', () => {
  it('an error keeps its statement, loses its parameters and the row values of its cause', () => {
    const { log, text } = capture();
    const { statement, error } = failedStatement();
    log.error({ err: error }, 'request failed');
    const out = text();
    const line = JSON.parse(out);
    expect(line.msg).toBe('request failed');
    expect(line.err.message).toBe(`Failed query: ${statement}`);
    expect(line.err.query).toBe(statement);
    expect(line.err.params).toBeUndefined();
    expect(line.err.stack).toContain(`Failed query: ${statement}\n    at `);
    expect(line.err.cause).toMatchObject({ code: '23505', constraint: 'event_registrations_cnic_uq', detail: 'Key (event_id, cnic)=(…) already exists.' });
    expect(line.err.cause.where).toBeUndefined();
    for (const v of [CNIC_DIGITS, EMAIL, PHONE, 'params:']) expect(out).not.toContain(v);
  });

  it('an error logged alone gets the cleaned message, not its own', () => {
    const { log, text } = capture();
    const { statement, error } = failedStatement();
    log.error(error);
    log.error({ err: error });
    const lines = text().trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.msg)).toEqual([`Failed query: ${statement}`, `Failed query: ${statement}`]);
    expect(text()).not.toContain(EMAIL);
  });

  it('the values PostgreSQL quotes in a bad cast are cut', () => {
    const { log, text } = capture();
    const cast = Object.assign(new Error(`invalid input syntax for type integer: "Ali Khan ${CNIC}"`), { severity: 'ERROR', code: '22P02' });
    log.warn({ err: cast }, 'failed');
    expect(JSON.parse(text()).err.message).toBe('invalid input syntax for type integer: "…"');
    expect(text()).not.toContain('Ali Khan');
  });

  it('fields by name at any depth, header paths, and strings everywhere', () => {
    const { log, text } = capture();
    log.info(
      {
        body: { username: '0002-BSCS-23', password: PASSWORD, oldPassword: PASSWORD, newPassword: PASSWORD },
        account: { token: 'eyJhbGciOi.planted.token', totpSecret: 'JBSWY3DPEHPK3PXP', TOKEN_SECRET: 'planted-secret-value' },
        student: { CNIC: '35202-0000000-0', PH1: '03001112223', F_CONTACT: '042-111', EMAIL: 'x@y.z', note: `reach me at ${EMAIL}` },
        headers: { authorization: 'Bearer planted.bearer', cookie: 'sid=planted-cookie' },
        list: [{ phone: '03001112224' }, `or ${PHONE_INTL}`],
      },
      'signed in %s from %s',
      EMAIL,
      PHONE,
    );
    const out = text();
    const line = JSON.parse(out);
    expect(line.body).toEqual({ username: '0002-BSCS-23', password: REDACTED, oldPassword: REDACTED, newPassword: REDACTED });
    expect(line.student.CNIC).toBe(REDACTED);
    expect(line.student.note).toBe('reach me at [email]');
    expect(line.msg).toBe('signed in [email] from [phone]');
    for (const v of [PASSWORD, 'planted.token', 'JBSWY3DPEHPK3PXP', 'planted-secret-value', '35202-0000000-0', '03001112223', '042-111', 'x@y.z', EMAIL, 'planted.bearer', 'planted-cookie', '03001112224', PHONE_INTL, PHONE]) {
      expect(out).not.toContain(v);
    }
  });
});
