import type { ListParams, Paged, SaveAnswer, TransportRequestRow, TransportRowDataSchema } from '@portal/domain';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api, toPaged } from '../../../lib/api';

export const transportRequestKeys = {
  list: ['transport-requests'] as const,
  row: (id: number) => ['transport-requests', 'row', id] as const,
  photo: (id: number) => ['transport-requests', 'photo', id] as const,
};

/** GET /api/admin/get-transport-requests with paging, sort, filters and the search text. */
export async function fetchTransportRequests(params: ListParams, search: string): Promise<Paged<TransportRequestRow>> {
  const { filters, ...rest } = params;
  return toPaged<TransportRequestRow>(await api.get('/api/admin/get-transport-requests', { ...rest, filters, search: search || undefined }));
}

/** The answer of POST /api/admin/getRowData: the request row and its history. */
export type TransportRowData = z.infer<typeof TransportRowDataSchema>;
export type HistoryEntry = TransportRowData['history'][number];

/** POST /api/admin/getRowData */
export const useTransportRowData = (id: number | null) =>
  useQuery({
    queryKey: transportRequestKeys.row(id ?? 0),
    queryFn: () => api.post<TransportRowData>('/api/admin/getRowData', { TRANS_ID: id }),
    enabled: !!id,
  });

export interface ReviewPayload {
  TRANS_ID: number;
  DIST_DT: string;
  VENUE: string;
  REQ_STATUS: number;
  COMMENT: string;
}
/** POST /api/admin/transportFormUpdateByAdmin (errors not toasted here: the dialog's save says what happened). */
export const saveTransportReview = (p: ReviewPayload) => api.post<SaveAnswer & { msgCode?: string }>('/api/admin/transportFormUpdateByAdmin', p, { silent: true });

/** The student's photo as an object URL (fetched with the bearer token); null when there is none. */
export function useTransportPhotoUrl(id: number | null, hasPhoto: boolean) {
  return useQuery({
    queryKey: transportRequestKeys.photo(id ?? 0),
    queryFn: async () => URL.createObjectURL((await api.blob(`/api/admin/transport-requests/${id}/photo`, {}, { silent: true })).blob),
    enabled: !!id && hasPhoto,
    gcTime: 0,
    retry: false,
  });
}

/** The printable Student Transport Card Form (PDF). */
export const downloadTransportForm = (id: number) => api.download(`/api/admin/transport-requests/${id}/form`);
