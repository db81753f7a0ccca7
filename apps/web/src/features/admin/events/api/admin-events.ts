import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventAnswerSchema, EventCreate, EventListAnswerSchema, EventPatch } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';

export const adminEventsKey = ['admin', 'events'] as const;
type EventAnswer = z.infer<typeof EventAnswerSchema>;

/** GET /api/admin/events: every event, newest first (a handful a year: the list comes whole). */
export const getAdminEvents = async () => (await api.get<z.infer<typeof EventListAnswerSchema>>('/api/admin/events')).data;
export const useAdminEvents = () => useQuery({ queryKey: adminEventsKey, queryFn: getAdminEvents });

/** POST /api/admin/events. */
export const createEvent = (body: EventCreate) => api.post<EventAnswer>('/api/admin/events', body);
/** PATCH /api/admin/events/{code}: any field, or IS_OPEN false to close it. */
export const changeEvent = ({ code, patch }: { code: string; patch: EventPatch }) =>
  api.patch<EventAnswer>(`/api/admin/events/${encodeURIComponent(code)}`, patch);

/** A change of the events list: its message toasted, the list read again. */
export function useEventChange<T>(call: (v: T) => Promise<EventAnswer>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => toast.success(answer.msg),
    onSettled: () => qc.invalidateQueries({ queryKey: adminEventsKey }),
  });
}
