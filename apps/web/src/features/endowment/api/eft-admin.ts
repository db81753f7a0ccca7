import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EftDecision, EftSchedule, ListParams, Paged } from '@portal/domain';
import { api, toPaged, unwrapData } from '../../../lib/api';

/** A row of the staff list (GET /api/eft/applications). */
export interface EftApplicationRow {
  ID: number;
  SCHEDULE_ID: number;
  SCHEDULE_TITLE: string;
  STUDENT_ID: number;
  NM: string;
  F_NM: string;
  ROLNO: string;
  CLASS: string;
  SESSION: string;
  DEPARTMENT: string;
  HOUSEHOLD_INCOME: number;
  DEPENDANTS: number;
  GUARDIAN_OCCUPATION: string;
  REASON: string;
  DOC_NAME: string;
  DOC_TYPE: string;
  DOC_SIZE: number;
  REQ_STATUS: number;
  STATUS: string;
  /** Still Submitted with the treasurer past the target working days. */
  OVERDUE?: boolean;
  COMMENT: string;
  APPLIED_AT: string;
  UPDATED_AT: string;
}
export interface EftHistoryEntry {
  AT: string;
  ACTOR_NAME: string;
  ACTION: string;
  BEFORE: Record<string, unknown> | null;
  AFTER: Record<string, unknown> | null;
}
export interface EftScheduleRow {
  ID: number;
  TITLE: string;
  OPENS_AT: string;
  CLOSES_AT: string;
  APPLICATIONS: number;
  IS_LIVE: boolean;
}

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
    mutationFn: (body: EftDecision) => api.patch<{ success: boolean; msg: string; msgCode?: string; unchanged?: boolean }>(`/api/eft/applications/${id}`, body, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: eftListKey }),
  });
}

export const schedulesKey = ['eft-schedules'] as const;
export const useEftSchedules = () => useQuery({ queryKey: schedulesKey, queryFn: async () => unwrapData<EftScheduleRow[]>(await api.get('/api/eft/schedules')) });

export function useSaveSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EftSchedule }) => (id == null ? api.post<{ msg: string }>('/api/eft/schedules', body) : api.patch<{ msg: string }>(`/api/eft/schedules/${id}`, body)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: schedulesKey });
      void qc.invalidateQueries({ queryKey: ['eft-live-schedule'] });
    },
  });
}

export function useCloseSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ msg: string }>(`/api/eft/schedules/${id}/close`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: schedulesKey });
      void qc.invalidateQueries({ queryKey: ['eft-live-schedule'] });
    },
  });
}
