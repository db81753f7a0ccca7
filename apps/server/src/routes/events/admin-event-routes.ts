import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventAnswerSchema, EventCodeParamsSchema, EventCreateSchema, EventPatchSchema, M } from '@portal/domain';
import { changeEvent, createEvent } from './save-event.service.js';

/** The administrator creates, changes and closes events (the list is the card office's `GET /api/admin/events`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/events',
    { schema: { tags: ['events'], summary: 'Create an event with its venue, date, ticket stock and registration window (administrator)', body: EventCreateSchema, response: { 200: EventAnswerSchema } } },
    async (request) => ({ success: true as const, msg: request.say(M.eventAdmin.created), data: await createEvent(app.db, request.user!, request.body) }),
  );

  app.patch(
    '/api/admin/events/:code',
    {
      schema: {
        tags: ['events'],
        summary: 'Change an event, or close it (IS_OPEN false); the stock never goes below the tickets issued (administrator)',
        params: EventCodeParamsSchema,
        body: EventPatchSchema,
        response: { 200: EventAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, msg: request.say(M.eventAdmin.saved), data: await changeEvent(app.db, request.user!, request.params.code, request.body) }),
  );
};

export default routes;
