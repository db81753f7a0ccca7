import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEPT, JOBS_MSG, MSG, NOTIFICATION_MSG, type SessionUser } from '@portal/domain';
import type { TestApp } from '../../test/app.js';
import { type CallAs, createAdminTestApp } from '../../test/admin-helpers.js';
import { auditLog, mailOutbox } from '../../db/schema/index.js';

let t: TestApp;
let admin: SessionUser;
let card: SessionUser;
let student: SessionUser;
let failedId: number;
let sentId: number;
let callAs: CallAs;
const call = (method: 'GET' | 'POST', url: string, as: SessionUser | null = admin) => callAs(method, url, as);
const send = (s: { data: { queues: { name: string; waiting: number }[] } }) => s.data.queues.find((q) => q.name === 'send-mail')!;

beforeAll(async () => {
  ({ t, admin, staff: card, student, call: callAs } = await createAdminTestApp({ staffDept: DEPT.CARD_OFFICE }));
  await t.db.delete(mailOutbox);
  const now = Date.now();
  const made = await t.db
    .insert(mailOutbox)
    .values([
      {
        TO: 'a@example.com',
        SUBJECT: 'Your ticket',
        TEXT: 'x',
        STATUS: 'failed',
        ATTEMPTS: 5,
        ERROR: '550 mailbox unavailable',
        LAST_ATTEMPT_AT: new Date(now),
      },
      { TO: 'b@example.com', SUBJECT: 'Sent today', TEXT: 'x', STATUS: 'sent', ATTEMPTS: 1, SENT_AT: new Date(now) },
      { TO: 'c@example.com', SUBJECT: 'Sent two days ago', TEXT: 'x', STATUS: 'sent', ATTEMPTS: 1, SENT_AT: new Date(now - 2 * 86_400_000) },
    ])
    .returning({ ID: mailOutbox.ID });
  failedId = made[0].ID;
  sentId = made[1].ID;
});
afterAll(() => t.close());

describe('GET /api/admin/jobs', () => {
  it('401 without a token, 403 for staff (even the card office) and students', async () => {
    expect((await call('GET', '/api/admin/jobs', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/jobs', card)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/jobs', student)).statusCode).toBe(403);
  });

  it('answers every queue by state, the failed mails with their last error and 30 days of mails sent', async () => {
    const res = await call('GET', '/api/admin/jobs');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.queues.map((q: { name: string }) => q.name)).toEqual(['send-mail', 'staff-digest', 'backup']);
    expect(data.queues[0]).toEqual({
      name: 'send-mail',
      waiting: expect.any(Number),
      active: expect.any(Number),
      failed: expect.any(Number),
      completed: expect.any(Number),
    });
    expect(data.failedMails).toMatchObject({ total: 1, rows: [{ ID: failedId, TO: 'a@example.com', ERROR: '550 mailbox unavailable', ATTEMPTS: 5 }] });
    expect(data.sentPerDay).toHaveLength(30);
    expect(data.sentPerDay.at(-1).sent).toBe(1);
    expect(data.sentPerDay.at(-3).sent).toBe(1);
    expect(data.sentPerDay.reduce((n: number, d: { sent: number }) => n + d.sent, 0)).toBe(2);
  });

  it('refuses a page that is not a whole number', async () => {
    const res = await call('GET', '/api/admin/jobs?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.badPage);
  });
});

describe('POST /api/admin/mails/:id/retry', () => {
  it('401 without a token, 403 for staff and students; the mail stays failed', async () => {
    expect((await call('POST', `/api/admin/mails/${failedId}/retry`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/mails/${failedId}/retry`, card)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/mails/${failedId}/retry`, student)).statusCode).toBe(403);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.ID, failedId)))[0].STATUS).toBe('failed');
  });

  it('refuses a mail that did not fail, and an unknown one, changing nothing', async () => {
    const sent = await call('POST', `/api/admin/mails/${sentId}/retry`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().msg).toBe(JOBS_MSG.notFailed);
    expect((await call('POST', '/api/admin/mails/999999/retry')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/mails/abc/retry')).statusCode).toBe(400);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.ID, sentId)))[0].STATUS).toBe('sent');
  });

  it('queues a failed mail again (a job waits in the mail queue), audited', async () => {
    const before = send((await call('GET', '/api/admin/jobs')).json()).waiting;
    const res = await call('POST', `/api/admin/mails/${failedId}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(NOTIFICATION_MSG.mailResent);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.ID, failedId)))[0].STATUS).toBe('queued');
    const after = (await call('GET', '/api/admin/jobs')).json();
    expect(send(after).waiting).toBe(before + 1);
    expect(after.data.failedMails.total).toBe(0);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY, 'mail'));
    expect(entry).toMatchObject({ ENTITY_ID: String(failedId), ACTION: 'retry', ACTOR_ID: admin.ID });
  });
});
