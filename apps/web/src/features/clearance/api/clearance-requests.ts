import type { ClearanceDetailAnswer, ClearanceListRow, ClearanceRequestDetail, ClearanceRow, HistoryEntry, ListParams, MessageAnswer, Paged, SaveAnswer, StatusOption } from '@portal/domain';

export type { ClearanceRequestDetail, HistoryEntry };
import { useQuery } from '@tanstack/react-query';
import { api, toPaged } from '../../../lib/api';

export const clearanceListKey = ['clearance', 'list'] as const;

/** POST /api/clearance-requests/admin {STATUS} with paging, sort and filters → `{ rows, total }`. */
export async function getClearanceRequests(status: number | null, params: ListParams): Promise<Paged<ClearanceListRow>> {
  return toPaged<ClearanceListRow>(await api.post('/api/clearance-requests/admin', { STATUS: status ?? '', ...params }, { silent: true }));
}

export interface ClearanceDetail {
  request: ClearanceRequestDetail;
  rows: ClearanceRow[];
  history: HistoryEntry[];
}

export const clearanceDetailKey = (tId: number) => ['clearance', 'detail', tId] as const;

/** GET /api/clearance-requests/{T_ID}: data[0][0] the request, data[1] the rows, data[2] the history. */
export async function getClearanceRequest(tId: number): Promise<ClearanceDetail> {
  const body = await api.get<ClearanceDetailAnswer>(`/api/clearance-requests/${tId}`);
  return { request: body.data[0][0], rows: body.data[1], history: body.data[2] ?? [] };
}
export const useClearanceRequest = (tId: number | null) =>
  useQuery({ queryKey: clearanceDetailKey(tId ?? 0), queryFn: () => getClearanceRequest(tId!), enabled: tId != null });

/** GET /api/admin/getrequeststatuslist?for=clearance: the statuses this department may give its row. */
export const useClearanceStatusOptions = () =>
  useQuery({
    queryKey: ['clearance', 'status-options'],
    queryFn: () => api.get<StatusOption[]>('/api/admin/getrequeststatuslist', { for: 'clearance' }),
    staleTime: Infinity,
  });

export interface RowUpdate {
  CLR_ID: string;
  T_ID: number;
  STATUS: number;
  COMMENT: string;
  VENUE: string;
  /** The row version the form was opened with: a newer row answers 409. */
  VERSION?: number;
}
/** PATCH /api/clearance-requests/update (409: someone saved the row since; the caller offers a reload). */
export const updateClearanceRow = (u: RowUpdate) => api.patch<SaveAnswer>('/api/clearance-requests/update', u, { silent: true });

/** POST /api/clearance-requests/deleteRequest (card office) */
export const deleteClearanceRequest = (tId: number) => api.post<MessageAnswer>('/api/clearance-requests/deleteRequest', { T_ID: tId });

/** GET /api/clearance-requests/download/{T_ID}: the clearance form (or certificate) PDF. */
export const downloadClearanceForm = (tId: number) =>
  api.download(`/api/clearance-requests/download/${tId}`, { fileName: 'Clearance Form.pdf' }, { headers: { Accept: 'application/pdf' } });
