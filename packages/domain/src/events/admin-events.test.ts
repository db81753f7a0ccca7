import { describe, expect, it } from 'vitest';
import { eventWindow as event } from '../test/event-window.js';
import { EVENT_ADMIN_MSG } from './messages.js';
import {
  EventCreateSchema,
  EventPatchSchema,
  eventChangeRefusal,
  formatEventInstant,
  registrationRefusal,
  registrationRefusalText,
  registrationState,
} from './admin-events.js';
import { MSG } from '../messages.js';

const at = (iso: string) => new Date(iso);

describe('registrationState', () => {
  it.each([
    ['inside the window with tickets left', event(), '2027-01-10T00:00:00Z', 'open'],
    ['before it opens', event(), '2026-12-31T00:00:00Z', 'not-yet-open'],
    ['at the moment it opens', event(), '2027-01-01T04:00:00Z', 'open'],
    ['at the moment it closes', event(), '2027-02-01T04:00:00Z', 'closed'],
    ['after it closes', event(), '2027-03-01T00:00:00Z', 'closed'],
    ['closed by the office inside the window', event({ IS_OPEN: false }), '2027-01-10T00:00:00Z', 'closed'],
    ['sold out inside the window', event({ TICKETS_ISSUED: 10 }), '2027-01-10T00:00:00Z', 'sold-out'],
    ['an event without a window', event({ OPENS_AT: null, CLOSES_AT: null }), '2030-01-01T00:00:00Z', 'open'],
  ] as const)('%s', (_, e, now, state) => {
    expect(registrationState(e, at(now))).toBe(state);
  });
});

describe('registrationRefusal', () => {
  it.each([
    ['open: none', event(), '2027-01-10T00:00:00Z', null],
    ['sold out: none (the no-more-tickets message applies)', event({ TICKETS_ISSUED: 10 }), '2027-01-10T00:00:00Z', null],
    [
      'not yet open: both dates',
      event(),
      '2026-12-31T00:00:00Z',
      'Registration for EWMS 2027 opens on 01-01-2027 09:00 PKT and closes on 01-02-2027 09:00 PKT',
    ],
    ['past its window: the closing date', event(), '2027-03-01T00:00:00Z', 'Registration for EWMS 2027 closed on 01-02-2027 09:00 PKT'],
    ['closed by the office', event({ IS_OPEN: false }), '2027-01-10T00:00:00Z', 'Registration for EWMS 2027 is closed'],
  ] as const)('%s', (_, e, now, message) => {
    const refusal = registrationRefusal(e, at(now));
    expect(refusal && registrationRefusalText(refusal)).toBe(message);
  });
});

describe('eventChangeRefusal', () => {
  it.each([
    ['stock above the issued tickets', { TICKET_STOCK: 5 }, null],
    ['stock equal to the issued tickets', { TICKET_STOCK: 4 }, null],
    ['stock below the issued tickets', { TICKET_STOCK: 3 }, 'stock'],
    ['a new closing before the stored opening', { CLOSES_AT: '2026-12-01T00:00:00Z' }, 'window'],
    ['a new opening after the stored closing', { OPENS_AT: '2027-03-01T00:00:00Z' }, 'window'],
    ['closing the event', { IS_OPEN: false }, null],
  ] as const)('%s', (_, patch, refusal) => {
    expect(eventChangeRefusal(event(), patch)).toBe(refusal);
  });
  it('words the stock refusal with the number issued', () => {
    expect(EVENT_ADMIN_MSG.stockBelowIssued(4)).toBe('Ticket stock cannot be less than the 4 tickets already issued');
  });
});

const valid = {
  CODE: 'EWMS-2027',
  NAME: 'EWMS 2027',
  VENUE: 'Main Hall',
  EVENT_DATE: '2027-02-15',
  TICKET_STOCK: 300,
  OPENS_AT: '2027-01-01T09:00:00+05:00',
  CLOSES_AT: '2027-02-01T09:00:00+05:00',
};

describe('EventCreateSchema', () => {
  it.each([
    ['a complete event', valid, null],
    ['a lower-case code', { ...valid, CODE: 'ewms' }, EVENT_ADMIN_MSG.codeFormat],
    ['no venue', { ...valid, VENUE: ' ' }, EVENT_ADMIN_MSG.venueRequired],
    ['a stock of zero', { ...valid, TICKET_STOCK: 0 }, EVENT_ADMIN_MSG.stockRange],
    ['a fractional stock', { ...valid, TICKET_STOCK: 2.5 }, EVENT_ADMIN_MSG.stockRange],
    ['a date that is not one', { ...valid, EVENT_DATE: '15-02-2027' }, EVENT_ADMIN_MSG.dateFormat],
    ['closing before opening', { ...valid, CLOSES_AT: '2026-12-01T09:00:00+05:00' }, EVENT_ADMIN_MSG.closesBeforeOpens],
    ['no opening time', { ...valid, OPENS_AT: undefined }, EVENT_ADMIN_MSG.instantFormat],
  ])('%s', (_, body, message) => {
    const r = EventCreateSchema.safeParse(body);
    expect(r.success ? null : r.error.issues[0].message).toBe(message);
  });
});

describe('EventPatchSchema', () => {
  it('refuses an empty change and takes any one field', () => {
    expect(EventPatchSchema.safeParse({}).error?.issues[0].message).toBe(MSG.nothingToChange);
    expect(EventPatchSchema.parse({ IS_OPEN: false })).toEqual({ IS_OPEN: false });
    expect(EventPatchSchema.parse({ TICKET_STOCK: 5 })).toEqual({ TICKET_STOCK: 5 });
  });
});

describe('formatEventInstant', () => {
  it('shows Pakistan time', () => {
    expect(formatEventInstant('2026-12-31T20:30:00Z')).toBe('01-01-2027 01:30 PKT');
  });
});

describe('Pakistan-time inputs', () => {
  it.each([
    ['2027-01-01T09:00', '2027-01-01T04:00:00.000Z'],
    ['2027-01-01T02:30', '2026-12-31T21:30:00.000Z'],
  ])('%s ↔ %s', async (input, iso) => {
    const { fromPktInput, toPktInput } = await import('./admin-events.js');
    expect(fromPktInput(input)).toBe(iso);
    expect(toPktInput(iso)).toBe(input);
  });
});
