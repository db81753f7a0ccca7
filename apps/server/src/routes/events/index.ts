import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registeredMessage,
  M,
  EventListAnswerSchema,
  EventRegistrationRowSchema,
  OutboxListQuerySchema,
  MailOutboxRowSchema,
  MSG,
  RegisterAttendeesAnswerSchema,
  RegisterAttendeesBodySchema,
  RegistrationListQuerySchema,
  TicketNumberAnswerSchema,
  TicketNumberQuerySchema,
  pagedSchema,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import { currentEvent, listEventDetails, listEvents, listOutbox, listRegistrations, openEvents } from './events.repository.js';
import { registerAttendee } from './register-attendee.service.js';
import adminEventRoutes from './admin-event-routes.js';

/** Registrations allowed per client address and window (a school lab behind one address registers several people). */
export const REGISTRATION_RATE = { max: 20, timeWindow: '10 minutes' } as const;
export const TICKET_LOOKUP_RATE = { max: 120, timeWindow: '1 minute' } as const;

const tooMany = () => new AppError(429, M.event.tooManyRegistrations);

/** Public event-ticket registration and the card office's view of it. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/client/getTicketNumber',
    {
      schema: {
        tags: ['events'],
        summary: 'The events open for registration and the ticket the next registration of one would get (null when none is left)',
        querystring: TicketNumberQuerySchema,
        response: { 200: TicketNumberAnswerSchema },
      },
      config: { rateLimit: { ...TICKET_LOOKUP_RATE, errorResponseBuilder: tooMany } },
    },
    async (request) => {
      const open = (await openEvents(app.db)).map((e) => {
        const remaining = Math.max(0, e.TICKET_STOCK - e.TICKETS_ISSUED);
        return {
          code: e.CODE,
          name: e.NAME,
          venue: e.VENUE,
          date: e.EVENT_DATE,
          closesAt: e.CLOSES_AT,
          remaining,
          ticket_id: remaining > 0 ? e.TICKETS_ISSUED + 1 : null,
        };
      });
      const event = request.query.eventCode ? open.find((e) => e.code === request.query.eventCode) : open[0];
      const remaining = event?.remaining ?? 0;
      return {
        success: true as const,
        ticket_id: event?.ticket_id ?? null,
        remaining,
        event: event ? { code: event.code, name: event.name } : null,
        events: open,
        ...(remaining > 0 ? {} : { msg: MSG.noMoreTickets }),
      };
    },
  );

  app.post(
    '/api/client/registerAttendees',
    {
      schema: {
        tags: ['events'],
        summary: 'Register for the current event: one ticket per CNIC and per email, mailed to the attendee',
        body: RegisterAttendeesBodySchema,
        response: { 200: RegisterAttendeesAnswerSchema },
      },
      config: { rateLimit: { ...REGISTRATION_RATE, errorResponseBuilder: tooMany } },
    },
    async (request) => {
      const data = await registerAttendee(app, request.body.Data, request.ip ?? null);
      return { success: true as const, msg: request.say(registeredMessage(data)), data };
    },
  );

  app.get(
    '/api/admin/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events with their venue, date, registration window and ticket stock, newest first (card office, administrator)',
        response: { 200: EventListAnswerSchema },
      },
    },
    async () => ({ success: true as const, data: await listEventDetails(app.db) }),
  );

  await app.register(adminEventRoutes);

  app.get(
    '/api/admin/event-registrations',
    {
      schema: {
        tags: ['events'],
        summary: 'Registrations of an event (default: the current one), paged, filtered and sorted (card office)',
        querystring: RegistrationListQuerySchema,
        response: { 200: pagedSchema(EventRegistrationRowSchema) },
      },
    },
    async (request) => {
      const eventId = request.query.eventId ?? (await currentEvent(app.db))?.EVENT_ID ?? (await listEvents(app.db))[0]?.EVENT_ID;
      if (eventId == null) return { rows: [], total: 0 };
      const events = await listEvents(app.db);
      if (!events.some((e) => e.EVENT_ID === eventId)) throw notFound();
      return listRegistrations(app.db, eventId, request.query);
    },
  );

  app.get(
    '/api/admin/mail-outbox',
    {
      schema: {
        tags: ['events'],
        summary: 'Mail the portal kept or sent, newest first (card office)',
        querystring: OutboxListQuerySchema,
        response: { 200: pagedSchema(MailOutboxRowSchema) },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );
};

export default routes;
