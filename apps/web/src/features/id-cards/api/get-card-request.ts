import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdCardDetail, IdCardHistoryEntry, StatusOption } from '@portal/domain';
import { api } from '../../../lib/api';

export const cardRequestKey = (tId: number) => ['id-cards', 'detail', tId] as const;

/** POST /api/admin/update-idcard-requests {T_ID}: the request detail. */
export async function getCardRequest(tId: number): Promise<IdCardDetail> {
  return (await api.post<{ data: IdCardDetail }>('/api/admin/update-idcard-requests', { T_ID: tId })).data;
}
export const cardRequestQuery = (tId: number) => queryOptions({ queryKey: cardRequestKey(tId), queryFn: () => getCardRequest(tId), staleTime: 0 });
export const useCardRequest = (tId: number) => useQuery(cardRequestQuery(tId));

/** GET /api/admin/idcard-history/:T_ID: the audit history, newest first. */
export async function getCardHistory(tId: number): Promise<IdCardHistoryEntry[]> {
  return (await api.get<{ data: IdCardHistoryEntry[] }>(`/api/admin/idcard-history/${tId}`, undefined, { silent: true })).data;
}
export const useCardHistory = (tId: number) => useQuery({ queryKey: ['id-cards', 'history', tId], queryFn: () => getCardHistory(tId) });

/** GET /api/admin/getrequeststatuslist: the statuses the card office may pick. */
export const useStatusOptions = () =>
  useQuery({ queryKey: ['request-status-options'], queryFn: () => api.get<StatusOption[]>('/api/admin/getrequeststatuslist'), staleTime: 5 * 60_000 });
