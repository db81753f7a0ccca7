import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eventRegistrations, mailOutbox } from '../../db/schema/index.js';
import { attendee, buildEvent } from '../../test/event-factory.js';
import { startSmtp } from '../../test/smtp.js';

/** A real SMTP server inside the test: the ticket travels over SMTP. */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the ticket mail over SMTP', () => {
  it('is received by the SMTP server with the ticket number, and marked sent', async () => {
    await buildEvent(t.db, { stock: 10, name: 'EWMS 2022' });
    await t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: { Data: attendee(1) }, remoteAddress: '10.3.0.1' });
    const res = await t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: { Data: attendee(2) }, remoteAddress: '10.3.0.2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      msg: 'We have sent the EWMS 2022 Ticket on your email, kindly check it (ticket number 2)',
      msgCode: 'event.ticketSent',
      data: { ticket_id: 2, mailed: true },
    });

    const mail = smtp.received.find((m) => m.to.includes('attendee2@example.com'));
    expect(mail, 'the SMTP server received the mail').toBeDefined();
    expect(mail!.from).toBe('no-reply@portal.local');
    const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/\r?\n\s+/g, ' ');
    expect(unfolded).toMatch(/Subject: EWMS 2022: your ticket number 2/);
    expect(unfolded).toContain('Your ticket number is 2.');

    const [reg] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.TICKET_NO, 2));
    const [kept] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.ID, reg.MAIL_ID!));
    expect(kept.SENT_AT).not.toBeNull();
    expect(kept.ERROR).toBeNull();
  });

  it('goes to the address as written, .edu.pk and a plus sign included', async () => {
    const address = 'ayesha.khan+ewms@students.gcu.edu.pk';
    const res = await t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: { Data: attendee(3, { email: address }) }, remoteAddress: '10.3.0.3' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = smtp.received.find((m) => m.raw.includes('Your ticket number is') && m.to.includes(address));
    expect(mail?.to).toEqual([address]);
    expect(mail?.raw).toMatch(new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\r?$`, 'm'));
  });

  it('never rewrites an address: a mail to text that is not one is failed, and nobody receives it', async () => {
    const notAnAddress = '=HYPERLINK("http://evil.example","x")@e.com';
    const before = smtp.attempts.length;
    const direct = await t.app.mailer.send({ to: notAnAddress, subject: 'Ticket', text: 'T' });
    expect(direct.sent).toBe(false);
    const queued = (await t.db.transaction((tx) => t.app.mailer.enqueue(tx, { to: notAnAddress, subject: 'Ticket', text: 'T', key: 'not-an-address-1' })))!;
    expect(await t.app.mailer.deliver(queued, { refused: 0 })).toBe('failed');
    expect(smtp.attempts.length).toBe(before);
    for (const id of [direct.id, queued]) {
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.ID, id));
      expect(row).toMatchObject({ STATUS: 'failed', TO: notAnAddress, ERROR: 'Not an e-mail address' });
    }
  });
});
