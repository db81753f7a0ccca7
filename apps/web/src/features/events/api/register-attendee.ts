import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterAttendeesAnswer, Registration } from '@portal/domain';
import { api } from '../../../lib/api';
import { ticketNumberQuery } from './get-ticket-number';

/**
 * POST /api/client/registerAttendees (public) with a `{ Data: {...} }` body, naming the event
 * chosen (required when several are open). The form shows failures itself.
 */
export const registerAttendee = (Data: Registration & { eventCode?: string }) => api.post<RegisterAttendeesAnswer>('/api/client/registerAttendees', { Data }, { silent: true });

export function useRegisterAttendee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registerAttendee,
    onSettled: () => qc.invalidateQueries({ queryKey: ticketNumberQuery().queryKey.slice(0, 2) }),
  });
}
