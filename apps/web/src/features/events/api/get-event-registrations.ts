import type { EventRegistrationRow, ListParams } from '@portal/domain';
import { api, toPaged } from '../../../lib/api';

/** GET /api/admin/event-registrations (card office): one page of an event's registrations. */
export const getEventRegistrations = async (eventId: number | undefined, params: ListParams) =>
  toPaged<EventRegistrationRow>(await api.get<unknown>('/api/admin/event-registrations', { ...params, eventId }));

export const eventRegistrationsKey = (eventId: number | undefined) => ['events', 'registrations', eventId ?? 'current'] as const;
