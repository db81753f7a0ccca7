import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_MSG,
  EventRegistrationRowSchema,
  EventSummarySchema,
  OutboxListQuerySchema,
  MailOutboxRowSchema,
  MSG,
  RegisterAttendeesAnswerSchema,
  RegisterAttendeesBodySchema,
  RegistrationListQuerySchema,
  TicketNumberAnswerSchema,
  pagedSchema,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import { currentEvent, listEvents, listOutbox, listRegistrations } from './events.repository.js';
import { registerAttendee } from './register-attendee.service.js';

/** Registrations allowed per client address and window (a school lab behind one address registers several people). */
export const REGISTRATION_RATE = { max: 20, timeWindow: '10 minutes' } as const;
export const TICKET_LOOKUP_RATE = { max: 120, timeWindow: '1 minute' } as const;

const tooMany = () => new AppError(429, EVENT_MSG.tooManyRegistrations);

/** Public event-ticket registration (001 §2, §7; DECISIONS 2.3) and the card office's view of it. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/client/getTicketNumber',
    {
      schema: { tags: ['events'], summary: 'The ticket the next registration would get (null when none is left)', response: { 200: TicketNumberAnswerSchema } },
      config: { rateLimit: { ...TICKET_LOOKUP_RATE, errorResponseBuilder: tooMany } },
    },
    async () => {
      const event = await currentEvent(app.db);
      const remaining = event ? Math.max(0, event.TICKET_STOCK - event.TICKETS_ISSUED) : 0;
      return {
        success: true as const,
        ticket_id: event && remaining > 0 ? event.TICKETS_ISSUED + 1 : null,
        remaining,
        event: event ? { code: event.CODE, name: event.NAME } : null,
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
      return { success: true as const, msg: MSG.ticketSent, data };
    },
  );

  app.get(
    '/api/admin/events',
    { schema: { tags: ['events'], summary: 'Events with their ticket stock (card office)', response: { 200: z.object({ success: z.literal(true), data: z.array(EventSummarySchema) }) } } },
    async () => ({ success: true as const, data: await listEvents(app.db) }),
  );

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
      schema: { tags: ['events'], summary: 'Mail the portal kept or sent, newest first (card office)', querystring: OutboxListQuerySchema, response: { 200: pagedSchema(MailOutboxRowSchema) } },
    },
    async (request) => listOutbox(app.db, request.query),
  );
};

export default routes;
