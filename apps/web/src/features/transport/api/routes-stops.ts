import type { BusRoute, BusStop, MessageAnswer, RouteWithStops } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys of the route catalogue; invalidate `routeKeys.all` after a change. */
export const routeKeys = {
  all: ['transport-routes'] as const,
  withStops: ['transport-routes', 'with-stops'] as const,
  only: ['transport-routes', 'only'] as const,
  stops: ['transport-routes', 'stops'] as const,
  stopsOf: (routeId: number) => ['transport-routes', 'stops-of', routeId] as const,
};

/** A stop of a route (POST /api/get-stops-by-route). */
export type StopOfRoute = BusStop;

/** GET /api/admin/display-routes */
export const routesWithStopsQuery = () =>
  queryOptions({ queryKey: routeKeys.withStops, queryFn: () => api.get<RouteWithStops[]>('/api/admin/display-routes') });
export const useRoutesWithStops = () => useQuery(routesWithStopsQuery());

/** GET /api/admin/get-only-transport-routes */
export const useRoutes = () => useQuery({ queryKey: routeKeys.only, queryFn: () => api.get<BusRoute[]>('/api/admin/get-only-transport-routes') });

/** POST /api/get-stops-by-route */
export const useStopsOfRoute = (routeId: number | null) =>
  useQuery({
    queryKey: routeKeys.stopsOf(routeId ?? 0),
    queryFn: () => api.post<StopOfRoute[]>('/api/get-stops-by-route', { routeId }),
    enabled: !!routeId,
  });

/** GET /api/admin/get-bus-stops */
export const useBusStops = () => useQuery({ queryKey: routeKeys.stops, queryFn: () => api.get<BusStop[]>('/api/admin/get-bus-stops') });

type Answer = MessageAnswer & { data?: unknown };
export const addBusRoute = (routeNumber: string, routeName: string) => api.post<Answer>('/api/admin/add-bus-route', { routeNumber, routeName });
export const updateBusRoute = (r: BusRoute) => api.post<Answer>('/api/admin/update-bus-route', r);
export const deleteBusRoute = (ROUTE_ID: number) => api.post<Answer>('/api/admin/delete-bus-route', { ROUTE_ID });
export const addBusStop = (selectedBusRoute: number, busStop: string) => api.post<Answer>('/api/admin/add-bus-stop', { selectedBusRoute, busStop });
export const updateBusStop = (STOP_ID: number, STOP_NAME: string) => api.post<Answer>('/api/admin/update-stop', { STOP_ID, STOP_NAME });
export const deleteBusStop = (STOP_ID: number) => api.post<Answer>('/api/admin/delete-stop', { STOP_ID });
