import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DEPT, EDUCATION_PLACEHOLDER, EVENT_MSG, MSG, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';
import { eventRegistrations, events, mailOutbox } from '../../db/schema/index.js';
import { attendee, buildEvent } from '../../test/event-factory.js';
import { REGISTRATION_RATE } from './index.js';

let t: TestApp;
let card: SessionUser;
let treasurer: SessionUser;
let student: SessionUser;
let ip = 0;
/** Every call from its own address unless told, so the per-address throttle stays out of the way. */
const register = (Data: unknown, remoteAddress = `10.1.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: { Data }, remoteAddress });
const ticketNumber = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/client/getTicketNumber', headers });
const registrations = async () => (await t.db.select({ n: count() }).from(eventRegistrations))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  student = (await buildStudent(t.db)).user;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(events);
  await t.db.delete(mailOutbox);
});

describe('GET /api/client/getTicketNumber (public)', () => {
  it('answers without a token and installs no session', async () => {
    await buildEvent(t.db, { stock: 3 });
    const res = await ticketNumber();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, ticket_id: 1, remaining: 3 });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).not.toHaveProperty('token');
  });

  it('answers the same to a signed-in user', async () => {
    await buildEvent(t.db, { stock: 3 });
    expect((await ticketNumber(await t.auth(student))).json().ticket_id).toBe(1);
  });

  it('answers no ticket with the no-more-tickets message when there is no open event', async () => {
    await buildEvent(t.db, { stock: 3, open: false });
    expect((await ticketNumber()).json()).toMatchObject({ success: true, ticket_id: null, remaining: 0, msg: MSG.noMoreTickets });
  });
});

describe('POST /api/client/registerAttendees (public)', () => {
  it('registers without a token, gives ticket 1 and keeps its mail in the outbox (no SMTP): the answer says it was not mailed', async () => {
    const event = await buildEvent(t.db, { stock: 5, name: 'Open Day 2027' });
    const res = await register(attendee(1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: 'Your Open Day 2027 ticket number is 1. We could not send it to your email just now, so please note this number',
      msgCode: 'event.ticketNotMailed',
      msgArgs: ['Open Day 2027', '1'],
      data: { ticket_id: 1, event: 'Open Day 2027', mailed: false },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail.TO).toBe('attendee1@example.com');
    expect(mail.TEXT).toContain('Your ticket number is 1.');
    expect(mail.SUBJECT).toContain('Open Day 2027');
    const [reg] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.EVENT_ID, event.EVENT_ID));
    expect(reg).toMatchObject({ TICKET_NO: 1, CNIC: attendee(1).CNIC, MAIL_ID: mail.ID, CITY: 'Lahore' });
    expect((await ticketNumber()).json()).toMatchObject({ ticket_id: 2, remaining: 4 });
  });

  it('accepts any valid address, .edu.pk included, and mails the ticket to it as written', async () => {
    await buildEvent(t.db, { stock: 5 });
    const res = await register(attendee(4, { email: 'ayesha.khan+ewms@students.gcu.edu.pk' }));
    expect(res.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail.TO).toBe('ayesha.khan+ewms@students.gcu.edu.pk');
  });

  it('stores the city as the list spells it', async () => {
    await buildEvent(t.db);
    await register(attendee(2, { city: ' dera ghazi KHAN ' }));
    const [reg] = await t.db.select().from(eventRegistrations);
    expect(reg.CITY).toBe('Dera Ghazi Khan');
  });

  const bad: [string, Record<string, string>, string][] = [
    ['empty name', { name: '' }, MSG.requiredField],
    ['short name', { name: 'Ali Ali' }, MSG.enterFullName],
    ['name with digits', { name: 'Ayesha Khan 2' }, EVENT_MSG.lettersOnly],
    ['a formula as the e-mail', { email: '=HYPERLINK("http://evil.example","x")@e.com' }, MSG.validEmail],
    ['email without @', { email: 'a.example.com' }, MSG.validEmail],
    ['short CNIC', { CNIC: '352021234567' }, MSG.cnicLength],
    ['CNIC with dashes', { CNIC: '35202-1234567-1' }, EVENT_MSG.cnicDigits],
    ['short phone', { phoneNumber: '0300123456' }, MSG.phoneLength],
    ['phone without leading 0', { phoneNumber: '30012345678' }, EVENT_MSG.phoneDigits],
    ['no city', { city: '' }, MSG.requiredFieldDot],
    ['city outside the list', { city: 'Atlantis' }, EVENT_MSG.unknownCity],
    ['level left at Select...', { levelofEducation: EDUCATION_PLACEHOLDER }, MSG.requiredField],
    ['level not an option', { levelofEducation: 'Kindergarten' }, EVENT_MSG.unknownLevel],
    ['institution with digits', { institutionName: 'School 42' }, EVENT_MSG.lettersOnly],
  ];
  it.each(bad)('refuses %s with the form\'s message and stores nothing', async (_n, change, msg) => {
    await buildEvent(t.db, { stock: 5 });
    const res = await register({ ...attendee(3), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
    expect(await registrations()).toBe(0);
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0].n).toBe(0);
  });

  it('refuses a body without Data and a missing field', async () => {
    await buildEvent(t.db);
    const flat = await t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: attendee(4) });
    expect(flat.statusCode).toBe(400);
    const { name: _n, ...noName } = attendee(4);
    const missing = await register(noName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(MSG.requiredField);
    expect(await registrations()).toBe(0);
  });

  it('gives one ticket per CNIC and one per email (any case), without using up a ticket', async () => {
    await buildEvent(t.db, { stock: 5 });
    expect((await register(attendee(5))).statusCode).toBe(200);
    const sameCnic = await register(attendee(6, { CNIC: attendee(5).CNIC }));
    expect(sameCnic.statusCode).toBe(409);
    expect(sameCnic.json()).toMatchObject({ success: false, msg: EVENT_MSG.cnicTaken });
    const sameEmail = await register(attendee(7, { email: 'ATTENDEE5@example.COM' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().msg).toBe(EVENT_MSG.emailTaken);
    expect(await registrations()).toBe(1);
    const next = await register(attendee(8));
    expect(next.json().data.ticket_id).toBe(2);
  });

  it('lets the same person register for another event', async () => {
    await buildEvent(t.db, { stock: 5, open: false });
    const [closed] = await t.db.select().from(events);
    await t.db.update(events).set({ IS_OPEN: true }).where(eq(events.EVENT_ID, closed.EVENT_ID));
    expect((await register(attendee(9))).statusCode).toBe(200);
    await t.db.update(events).set({ IS_OPEN: false }).where(eq(events.EVENT_ID, closed.EVENT_ID));
    await buildEvent(t.db, { stock: 5 });
    expect((await register(attendee(9))).json().data.ticket_id).toBe(1);
  });

  it('refuses when the stock is used up, with the no-more-tickets message', async () => {
    await buildEvent(t.db, { stock: 2 });
    expect((await register(attendee(10))).statusCode).toBe(200);
    expect((await register(attendee(11))).statusCode).toBe(200);
    const res = await register(attendee(12));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, msg: MSG.noMoreTickets });
    expect(await registrations()).toBe(2);
    expect((await ticketNumber()).json()).toMatchObject({ ticket_id: null, remaining: 0, msg: MSG.noMoreTickets });
  });

  it('refuses when no event is open', async () => {
    const res = await register(attendee(13));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.noMoreTickets);
  });

  it('throttles registrations per address', async () => {
    await buildEvent(t.db, { stock: 100 });
    const address = '10.9.9.9';
    for (let i = 0; i < REGISTRATION_RATE.max; i++) expect((await register(attendee(100 + i), address)).statusCode).toBe(200);
    const res = await register(attendee(199), address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, msg: EVENT_MSG.tooManyRegistrations });
    expect((await register(attendee(199), '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('card office views', () => {
  const urls = ['/api/admin/events', '/api/admin/event-registrations', '/api/admin/mail-outbox'];

  it.each(urls)('%s answers 401 without a token', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each(urls)('%s answers 403 to a student and to other staff', async (url) => {
    expect((await t.app.inject({ method: 'GET', url, headers: await t.auth(student) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: await t.auth(treasurer) })).statusCode).toBe(403);
  });

  it('lists events with their stock', async () => {
    await buildEvent(t.db, { stock: 7, name: 'Shown Event' });
    await register(attendee(20));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/events', headers: await t.auth(card) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ NAME: 'Shown Event', TICKET_STOCK: 7, TICKETS_ISSUED: 1, IS_OPEN: true });
  });

  it('pages, filters and sorts the registrations of the current event', async () => {
    await buildEvent(t.db, { stock: 50 });
    for (let i = 0; i < 12; i++) await register(attendee(30 + i, i === 3 ? { city: 'Karachi' } : {}));
    const headers = await t.auth(card);
    const page2 = await t.app.inject({ method: 'GET', url: '/api/admin/event-registrations?page=2&pageSize=10&sortBy=TICKET_NO&sortDir=asc', headers });
    expect(page2.statusCode).toBe(200);
    expect(page2.json().total).toBe(12);
    expect(page2.json().rows.map((r: { TICKET_NO: number }) => r.TICKET_NO)).toEqual([11, 12]);
    expect(page2.json().rows[0]).toMatchObject({ MAIL_STATE: 'outbox', CITY: 'Lahore' });
    const karachi = await t.app.inject({ method: 'GET', url: '/api/admin/event-registrations?page=1&filters[CITY]=kara', headers });
    expect(karachi.json()).toMatchObject({ total: 1, rows: [{ CITY: 'Karachi', TICKET_NO: 4 }] });
  });

  it('refuses an unknown event and a bad page size', async () => {
    const headers = await t.auth(card);
    await buildEvent(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-registrations?eventId=999999', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-registrations?pageSize=7', headers })).statusCode).toBe(400);
  });

  it('shows the outbox, newest first, with the ticket mail', async () => {
    await buildEvent(t.db, { stock: 5 });
    await register(attendee(50));
    await register(attendee(51));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox?page=1&pageSize=10', headers: await t.auth(card) });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().rows[0]).toMatchObject({ TO: 'attendee51@example.com', SENT_AT: null, ERROR: null });
    expect(res.json().rows[0].TEXT).toContain('Your ticket number is 2.');
  });
});
