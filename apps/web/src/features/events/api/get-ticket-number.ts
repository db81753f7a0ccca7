import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketNumberAnswer } from '@portal/domain';
import { api } from '../../../lib/api';

/**
 * GET /api/client/getTicketNumber (public): the events open for registration and the next ticket of the
 * one asked for (default: the newest open one), or null when none is left.
 */
export const getTicketNumber = (eventCode?: string) =>
  api.get<TicketNumberAnswer>('/api/client/getTicketNumber', eventCode ? { eventCode } : undefined, { silent: true });

export const ticketNumberQuery = (eventCode?: string) =>
  queryOptions({ queryKey: ['events', 'ticket-number', eventCode ?? ''], queryFn: () => getTicketNumber(eventCode), retry: 1 });

/** The list of open events stays on screen while the chosen event's tickets are read. */
export const useTicketNumber = (eventCode?: string) => useQuery({ ...ticketNumberQuery(eventCode), placeholderData: keepPreviousData });

