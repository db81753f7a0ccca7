import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@portal/domain';
import { api, unwrapData } from '../../../lib/api';

/** GET /api/admin/events (card office): events with their ticket stock, newest first. */
export const getEvents = async () => unwrapData<EventSummary[]>(await api.get<unknown>('/api/admin/events'));

export const eventsQuery = () => queryOptions({ queryKey: ['events', 'list'], queryFn: getEvents });

export const useEvents = () => useQuery(eventsQuery());
