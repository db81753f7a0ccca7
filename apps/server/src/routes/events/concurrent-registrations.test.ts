import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EVENT_MSG, MSG } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eventRegistrations, events } from '../../db/schema/index.js';
import { attendee, buildEvent } from '../../test/event-factory.js';

/** Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (several connections racing). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (i: number, Data = attendee(i)) =>
  t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: { Data }, remoteAddress: `10.2.${Math.floor(i / 250)}.${i % 250}` });

describe('simultaneous registrations', () => {
  it('200 at once against a stock of 10: exactly 10 tickets, numbered 1–10 without duplicates', async () => {
    const event = await buildEvent(t.db, { stock: 10 });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => register(i)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.statusCode === 409 && r.json().msg === MSG.noMoreTickets)).toBe(true);
    const tickets = ok.map((r) => r.json().data.ticket_id as number).sort((a, b) => a - b);
    expect(tickets).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.EVENT_ID, event.EVENT_ID));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.TICKET_NO)).size).toBe(10);
    const [after] = await t.db.select().from(events).where(eq(events.EVENT_ID, event.EVENT_ID));
    expect(after.TICKETS_ISSUED).toBe(10);
  });

  it('the same CNIC sent 20 times at once gets one ticket', async () => {
    await t.db.update(events).set({ IS_OPEN: false });
    const event = await buildEvent(t.db, { stock: 50 });
    const same = attendee(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => register(1000 + i, { ...attendee(1000 + i), CNIC: same.CNIC })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.json()).toMatchObject({ success: false, msg: EVENT_MSG.cnicTaken });
    const [after] = await t.db.select().from(events).where(eq(events.EVENT_ID, event.EVENT_ID));
    expect(after.TICKETS_ISSUED).toBe(1);
  });
});
