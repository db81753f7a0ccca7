import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventAnswerSchema, EventCreate, EventListAnswerSchema, EventPatch } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';

export const adminEventsKey = ['admin', 'events'] as const;
type EventAnswer = z.infer<typeof EventAnswerSchema> & { msgCode?: string };

/** GET /api/admin/events: every event, newest first (a handful a year: the list comes whole). */
export const getAdminEvents = async () => (await api.get<z.infer<typeof EventListAnswerSchema>>('/api/admin/events')).data;
export const useAdminEvents = () => useQuery({ queryKey: adminEventsKey, queryFn: getAdminEvents });

/** POST /api/admin/events. Refusals are the form's to show. */
export const createEvent = (body: EventCreate) => api.post<EventAnswer>('/api/admin/events', body, { silent: true });
/** PATCH /api/admin/events/{code}: any field, or IS_OPEN false to close it. Refusals are the caller's to show. */
export const changeEvent = ({ code, patch }: { code: string; patch: EventPatch }) =>
  api.patch<EventAnswer>(`/api/admin/events/${encodeURIComponent(code)}`, patch, { silent: true });

/**
 * A change of the events list: a success said (the server's message, or `said` of the answer), the list read
 * again; a refusal handed to `onRefused` (the form's fields, or a toast).
 */
export function useEventChange<T>(call: (v: T) => Promise<EventAnswer>, onRefused: (error: unknown) => void, said?: (answer: EventAnswer) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => (said ? toast.success(said(answer)) : toast.success(answer.msg, { code: answer.msgCode })),
    onError: onRefused,
    onSettled: () => qc.invalidateQueries({ queryKey: adminEventsKey }),
  });
}
