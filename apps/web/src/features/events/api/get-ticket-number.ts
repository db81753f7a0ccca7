import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketNumberAnswer } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/client/getTicketNumber (public): the next ticket, or null when none is left. */
export const getTicketNumber = () => api.get<TicketNumberAnswer>('/api/client/getTicketNumber', undefined, { silent: true });

export const ticketNumberQuery = () => queryOptions({ queryKey: ['events', 'ticket-number'], queryFn: getTicketNumber, retry: 1 });

export const useTicketNumber = () => useQuery(ticketNumberQuery());
