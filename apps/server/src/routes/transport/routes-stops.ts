import {
  AddBusRouteBodySchema,
  AddBusStopBodySchema,
  BusRouteSchema,
  BusStopSchema,
  DeleteBusRouteBodySchema,
  DeleteStopBodySchema,
  envelope,
  MessageAnswerSchema,
  RouteIdBodySchema,
  RouteWithStopsSchema,
  UpdateBusRouteBodySchema,
  UpdateStopBodySchema,
  M,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as repo from './routes-stops.repository.js';

const tags = ['transport'];
const StopOfRouteSchema = z.object({ STOP_ID: z.number().int(), STOP_NAME: z.string(), ROUTE_ID: z.number().int() });
/** A stop as the add and rename answers give it. */
const stopOfRoute = (s: z.infer<typeof StopOfRouteSchema>) => ({ STOP_ID: s.STOP_ID, STOP_NAME: s.STOP_NAME, ROUTE_ID: s.ROUTE_ID });

/** Bus routes and stops: reads for the office and the application form, changes for the office. */
const routesAndStops: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/display-routes', { schema: { tags, summary: 'Routes with their stops', response: { 200: z.array(RouteWithStopsSchema) } } }, () =>
    repo.listRoutesWithStops(app.db),
  );
  app.get('/api/admin/get-only-transport-routes', { schema: { tags, summary: 'Routes', response: { 200: z.array(BusRouteSchema) } } }, () =>
    repo.listRoutes(app.db),
  );
  app.post(
    '/api/get-stops-by-route',
    { schema: { tags, summary: 'Stops of a route', body: RouteIdBodySchema, response: { 200: z.array(StopOfRouteSchema) } } },
    (req) => repo.stopsOfRoute(app.db, req.body.routeId),
  );

  app.post(
    '/api/admin/add-bus-route',
    { schema: { tags, summary: 'Add a route', body: AddBusRouteBodySchema, response: { 200: envelope(BusRouteSchema) } } },
    async (req) => ({ success: true, msg: req.say(M.common.routeAdded), data: await repo.addRoute(app.db, req.user!, req.body.routeNumber, req.body.routeName) }),
  );
  app.post(
    '/api/admin/update-bus-route',
    { schema: { tags, summary: 'Rename or renumber a route', body: UpdateBusRouteBodySchema, response: { 200: envelope(BusRouteSchema) } } },
    async (req) => ({
      success: true,
      msg: req.say(M.common.routeUpdated),
      data: await repo.updateRoute(app.db, req.user!, req.body.ROUTE_ID, req.body.ROUTE_NO, req.body.ROUTE_NAME),
    }),
  );
  app.post(
    '/api/admin/delete-bus-route',
    { schema: { tags, summary: 'Delete a route no request uses (with its stops)', body: DeleteBusRouteBodySchema, response: { 200: MessageAnswerSchema } } },
    async (req) => {
      await repo.deleteRoute(app.db, req.user!, req.body.ROUTE_ID);
      return { success: true, msg: req.say(M.common.routeDeleted) };
    },
  );

  app.get('/api/admin/get-bus-stops', { schema: { tags, summary: 'Every stop with its route', response: { 200: z.array(BusStopSchema) } } }, () =>
    repo.listStops(app.db),
  );
  app.post(
    '/api/admin/add-bus-stop',
    { schema: { tags, summary: 'Add a stop to a route', body: AddBusStopBodySchema, response: { 200: envelope(StopOfRouteSchema) } } },
    async (req) => {
      const s = await repo.addStop(app.db, req.user!, req.body.selectedBusRoute, req.body.busStop);
      return { success: true, msg: req.say(M.common.stopAdded), data: stopOfRoute(s) };
    },
  );
  app.post(
    '/api/admin/update-stop',
    { schema: { tags, summary: 'Rename a stop', body: UpdateStopBodySchema, response: { 200: envelope(StopOfRouteSchema) } } },
    async (req) => {
      const s = await repo.updateStop(app.db, req.user!, req.body.STOP_ID, req.body.STOP_NAME);
      return { success: true, msg: req.say(M.common.routeUpdated), data: stopOfRoute(s) };
    },
  );
  app.post(
    '/api/admin/delete-stop',
    { schema: { tags, summary: 'Delete a stop no request uses', body: DeleteStopBodySchema, response: { 200: MessageAnswerSchema } } },
    async (req) => {
      await repo.deleteStop(app.db, req.user!, req.body.STOP_ID);
      return { success: true, msg: req.say(M.common.routeDeleted) };
    },
  );
};

export default routesAndStops;
