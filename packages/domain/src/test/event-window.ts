import type { EventWindow } from '../events/admin-events.js';

/** An event open for registration in January 2027 with 4 of 10 tickets issued; `o` changes any field. */
export const eventWindow = (o: Partial<EventWindow> = {}): EventWindow => ({
  NAME: 'EWMS 2027',
  TICKET_STOCK: 10,
  TICKETS_ISSUED: 4,
  IS_OPEN: true,
  OPENS_AT: '2027-01-01T04:00:00.000Z',
  CLOSES_AT: '2027-02-01T04:00:00.000Z',
  ...o,
});
