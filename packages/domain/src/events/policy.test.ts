import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { ROLE } from '../roles.js';
import { eventWindow as event } from '../test/event-window.js';
import { authorizeEvent } from './policy.js';

const admin = { ROLE: ROLE.ADMIN };
const staff = { ROLE: ROLE.STAFF };
const student = { ROLE: ROLE.STUDENT };
const refused = (status: number, text: string) => expect.objectContaining({ allowed: false, status, message: expect.objectContaining({ text }) });

describe('authorizeEvent: change', () => {
  it.each([
    ['the administrator raises the stock', admin, { TICKET_STOCK: 20 }, { allowed: true }],
    ['the administrator sets the stock to the tickets issued', admin, { TICKET_STOCK: 4 }, { allowed: true }],
    ['the administrator closes it', admin, { IS_OPEN: false }, { allowed: true }],
    ['the stock below the tickets issued', admin, { TICKET_STOCK: 3 }, refused(400, 'Ticket stock cannot be less than the 4 tickets already issued')],
    ['a closing before the stored opening', admin, { CLOSES_AT: '2026-12-01T00:00:00Z' }, refused(400, 'Registration must close after it opens')],
    ['staff of the card office', staff, { TICKET_STOCK: 20 }, refused(403, MSG.forbidden)],
    ['a student', student, { IS_OPEN: false }, refused(403, MSG.forbidden)],
    ['nobody signed in', null, { IS_OPEN: false }, refused(403, MSG.forbidden)],
  ] as const)('%s', (_, user, patch, decision) => {
    expect(authorizeEvent(user, 'change', event(), { patch })).toEqual(decision);
  });
  it('names the catalogue entry of an event rule with its arguments', () => {
    expect(authorizeEvent(admin, 'change', event(), { patch: { TICKET_STOCK: 1 } })).toMatchObject({ entry: { key: 'stockBelowIssued', args: [4] } });
  });
});

describe('authorizeEvent: register', () => {
  it.each([
    ['open with tickets left', event(), '2027-01-10T00:00:00Z', { allowed: true }],
    ['not yet open: both dates', event(), '2026-12-31T00:00:00Z', refused(409, 'Registration for EWMS 2027 opens on 01-01-2027 09:00 PKT and closes on 01-02-2027 09:00 PKT')],
    ['past its window', event(), '2027-03-01T00:00:00Z', refused(409, 'Registration for EWMS 2027 closed on 01-02-2027 09:00 PKT')],
    ['closed by the office', event({ IS_OPEN: false }), '2027-01-10T00:00:00Z', refused(409, 'Registration for EWMS 2027 is closed')],
    ['sold out', event({ TICKETS_ISSUED: 10 }), '2027-01-10T00:00:00Z', refused(409, MSG.noMoreTickets)],
  ] as const)('%s', (_, e, now, decision) => {
    expect(authorizeEvent(null, 'register', e, { now: new Date(now) })).toEqual(decision);
  });
});
