import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EftApplicationRow, EftDecision, EftHistoryEntry, EftSchedule, EftScheduleListRow, EftScheduleSavedAnswerSchema, ListParams, Paged, SaveAnswer } from '@portal/domain';
import type { z } from 'zod';
import { api, toPaged, unwrapData } from '../../../lib/api';

export type { EftApplicationRow, EftHistoryEntry };
export type EftScheduleRow = EftScheduleListRow;

export const eftListKey = ['eft-applications'] as const;

export const fetchEftApplications = async (p: ListParams): Promise<Paged<EftApplicationRow>> =>
  toPaged<EftApplicationRow>(
    await api.get('/api/eft/applications', { page: p.exportAll ? undefined : p.page, pageSize: p.pageSize, sortBy: p.sortBy, sortDir: p.sortDir, filters: p.filters, exportAll: p.exportAll }),
  );

export const useEftApplication = (id: number | null) =>
  useQuery({
    queryKey: [...eftListKey, 'one', id],
    queryFn: async () => unwrapData<EftApplicationRow & { HISTORY: EftHistoryEntry[] }>(await api.get(`/api/eft/applications/${id}`)),
    enabled: id != null,
  });

export const downloadEftDocument = (id: number) => api.download(`/api/eft/applications/${id}/document`);

export function useDecideEftApplication(id: number) {
  const qc = useQueryClient();
  return useMutation({
    // Not toasted here: the dialog's save says what happened (`unchanged` when nothing was changed).
    mutationFn: (body: EftDecision) => api.patch<SaveAnswer>(`/api/eft/applications/${id}`, body, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: eftListKey }),
  });
}

export const schedulesKey = ['eft-schedules'] as const;
/** The answer of saving or closing a schedule: its message and the schedule as saved. */
type ScheduleSaved = z.infer<typeof EftScheduleSavedAnswerSchema>;
export const useEftSchedules = () => useQuery({ queryKey: schedulesKey, queryFn: async () => unwrapData<EftScheduleRow[]>(await api.get('/api/eft/schedules')) });

export function useSaveSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EftSchedule }) => (id == null ? api.post<ScheduleSaved>('/api/eft/schedules', body) : api.patch<ScheduleSaved>(`/api/eft/schedules/${id}`, body)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: schedulesKey });
      void qc.invalidateQueries({ queryKey: ['eft-live-schedule'] });
    },
  });
}

export function useCloseSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ScheduleSaved>(`/api/eft/schedules/${id}/close`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: schedulesKey });
      void qc.invalidateQueries({ queryKey: ['eft-live-schedule'] });
    },
  });
}
