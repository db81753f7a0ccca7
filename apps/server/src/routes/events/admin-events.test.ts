import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DEPT, EVENT_ADMIN_MSG, MSG, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildAdmin, buildStaff, buildStudent } from '../../test/factories.js';
import { auditLog, events } from '../../db/schema/index.js';
import { attendee, buildEvent } from '../../test/event-factory.js';

let t: TestApp;
let admin: SessionUser;
let card: SessionUser;
let student: SessionUser;
let ip = 0;
const register = (Data: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: { Data }, remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });
const hour = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const body = (o: Record<string, unknown> = {}) => ({
  CODE: 'EWMS-2027',
  NAME: 'EWMS 2027',
  VENUE: 'Main Hall',
  EVENT_DATE: '2027-02-15',
  TICKET_STOCK: 3,
  OPENS_AT: iso(-hour),
  CLOSES_AT: iso(48 * hour),
  ...o,
});
const create = async (payload: unknown, as: SessionUser | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/events', payload: payload as object, headers: as ? await t.auth(as) : {} });
const patch = async (code: string, payload: unknown, as: SessionUser | null = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/events/${code}`, payload: payload as object, headers: as ? await t.auth(as) : {} });
const eventCount = async () => (await t.db.select({ n: count() }).from(events))[0].n;
const auditOf = async (code: string) => t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, code)).orderBy(auditLog.ID);

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  student = (await buildStudent(t.db)).user;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(events);
  await t.db.delete(auditLog).where(eq(auditLog.ENTITY, 'event'));
});

describe('POST /api/admin/events', () => {
  it('401 without a token, 403 for staff (even the card office) and students; nothing made', async () => {
    expect((await create(body(), null)).statusCode).toBe(401);
    expect((await create(body(), card)).statusCode).toBe(403);
    expect((await create(body(), student)).statusCode).toBe(403);
    expect(await eventCount()).toBe(0);
  });

  it('creates an open event, audited with who made it', async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ CODE: 'EWMS-2027', VENUE: 'Main Hall', EVENT_DATE: '2027-02-15', TICKET_STOCK: 3, TICKETS_ISSUED: 0, IS_OPEN: true });
    const [entry] = await auditOf('EWMS-2027');
    expect(entry).toMatchObject({ ENTITY: 'event', ACTION: 'create', ACTOR_ID: admin.ID });
  });

  it.each([
    ['a taken code', 409, EVENT_ADMIN_MSG.codeTaken, { CODE: 'TAKEN-1' }],
    ['a stock of zero', 400, EVENT_ADMIN_MSG.stockRange, { TICKET_STOCK: 0 }],
    ['closing before opening', 400, EVENT_ADMIN_MSG.closesBeforeOpens, { CLOSES_AT: iso(-2 * hour) }],
    ['no venue', 400, EVENT_ADMIN_MSG.venueRequired, { VENUE: '' }],
  ])('refuses %s with its message and writes nothing', async (_, status, msg, over) => {
    await buildEvent(t.db, { code: 'TAKEN-1' });
    const res = await create(body({ CODE: 'TAKEN-1', ...over }));
    expect(res.statusCode).toBe(status);
    expect(res.json().msg).toBe(msg);
    expect(await eventCount()).toBe(1);
  });
});

describe('PATCH /api/admin/events/:code', () => {
  it('401, 403 for staff and students; nothing changed', async () => {
    await create(body());
    expect((await patch('EWMS-2027', { TICKET_STOCK: 9 }, null)).statusCode).toBe(401);
    expect((await patch('EWMS-2027', { TICKET_STOCK: 9 }, card)).statusCode).toBe(403);
    expect((await patch('EWMS-2027', { TICKET_STOCK: 9 }, student)).statusCode).toBe(403);
    expect((await t.db.select().from(events))[0].TICKET_STOCK).toBe(3);
  });

  it('refuses a stock below the tickets issued with the message, and changes nothing', async () => {
    await create(body());
    expect((await register({ ...attendee(1), eventCode: 'EWMS-2027' })).statusCode).toBe(200);
    expect((await register({ ...attendee(2), eventCode: 'EWMS-2027' })).statusCode).toBe(200);
    const res = await patch('EWMS-2027', { TICKET_STOCK: 1, VENUE: 'Other Hall' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Ticket stock cannot be less than the 2 tickets already issued');
    // The events policy's refusal keeps its catalogue code and argument.
    expect(res.json()).toMatchObject({ msgCode: 'eventAdmin.stockBelowIssued', msgArgs: ['2'] });
    expect((await t.db.select().from(events))[0]).toMatchObject({ TICKET_STOCK: 3, VENUE: 'Main Hall' });
  });

  it('answers 404 for an unknown code and 400 for an empty change', async () => {
    await create(body());
    expect((await patch('NOPE-1', { TICKET_STOCK: 9 })).statusCode).toBe(404);
    const empty = await patch('EWMS-2027', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(MSG.nothingToChange);
  });

  it('raises the stock so a sold-out event sells again, and closes it (audited before and after)', async () => {
    await create(body({ TICKET_STOCK: 1 }));
    expect((await register(attendee(3))).statusCode).toBe(200);
    expect((await register(attendee(4))).json().msg).toBe(MSG.noMoreTickets);
    expect((await patch('EWMS-2027', { TICKET_STOCK: 2 })).json().data.TICKET_STOCK).toBe(2);
    expect((await register(attendee(4))).statusCode).toBe(200);
    const closed = await patch('EWMS-2027', { IS_OPEN: false });
    expect(closed.json().data.IS_OPEN).toBe(false);
    const refused = await register({ ...attendee(5), eventCode: 'EWMS-2027' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('Registration for EWMS 2027 is closed');
    const entries = await auditOf('EWMS-2027');
    expect(entries.map((e) => e.ACTION)).toEqual(['create', 'change', 'close']);
    expect(entries[1]).toMatchObject({ BEFORE: expect.objectContaining({ TICKET_STOCK: 1 }), AFTER: expect.objectContaining({ TICKET_STOCK: 2 }) });
  });
});

describe('registering when several events are open, or one is outside its window', () => {
  it('offers every open event, requires the event code when several are open, and registers for the one named', async () => {
    await create(body());
    await create(body({ CODE: 'CAREERS-27', NAME: 'Careers Fair 2027' }));
    await create(body({ CODE: 'LATER-27', NAME: 'Later Event', OPENS_AT: iso(24 * hour) }));
    const offered = (await t.app.inject({ method: 'GET', url: '/api/client/getTicketNumber' })).json();
    expect(offered.events.map((e: { code: string }) => e.code)).toEqual(['CAREERS-27', 'EWMS-2027']);
    const asked = (await t.app.inject({ method: 'GET', url: '/api/client/getTicketNumber?eventCode=EWMS-2027' })).json();
    expect(asked).toMatchObject({ ticket_id: 1, remaining: 3, event: { code: 'EWMS-2027' } });

    const unnamed = await register(attendee(6));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().msg).toBe(EVENT_ADMIN_MSG.chooseEvent);
    const named = await register({ ...attendee(6), eventCode: 'EWMS-2027' });
    expect(named.json().data).toMatchObject({ ticket_id: 1, event: 'EWMS 2027' });
    expect((await t.db.select().from(events).where(eq(events.CODE, 'CAREERS-27')))[0].TICKETS_ISSUED).toBe(0);
  });

  it('refuses a not-yet-open event with its dates, and an unknown code', async () => {
    await create(body({ OPENS_AT: '2099-01-01T04:00:00.000Z', CLOSES_AT: '2099-02-01T04:00:00.000Z' }));
    const res = await register({ ...attendee(7), eventCode: 'EWMS-2027' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Registration for EWMS 2027 opens on 01-01-2099 09:00 PKT and closes on 01-02-2099 09:00 PKT');
    expect((await register({ ...attendee(7), eventCode: 'NOPE-1' })).json().msg).toBe(EVENT_ADMIN_MSG.unknownEvent);
    expect((await t.db.select().from(events))[0].TICKETS_ISSUED).toBe(0);
  });

  it('refuses an event past its closing time with the date it closed', async () => {
    await buildEvent(t.db, { code: 'PAST-1', name: 'Past Event', opensAt: new Date('2020-01-01T04:00:00Z'), closesAt: new Date('2020-02-01T04:00:00Z') });
    const res = await register({ ...attendee(8), eventCode: 'PAST-1' });
    expect(res.json().msg).toBe('Registration for Past Event closed on 01-02-2020 09:00 PKT');
  });
});
