import type { Challan, ChallanHeadsAnswerSchema, FeeInformation } from '@portal/domain';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const challansKey = (tId: number) => ['clearance', 'challans', tId] as const;

/** POST /api/clearance-requests/challans/allChallans {T_ID}: the challans this department sees. */
export const useChallans = (tId: number | null) =>
  useQuery({
    queryKey: challansKey(tId ?? 0),
    queryFn: async () => (await api.post<{ data: Challan[] }>('/api/clearance-requests/challans/allChallans', { T_ID: tId })).data,
    enabled: tId != null,
  });

/** GET /api/clearance-requests/heads/getChallanHeads */
export const useChallanHeads = () =>
  useQuery({
    queryKey: ['clearance', 'challan-heads'],
    queryFn: async () => (await api.get<z.infer<typeof ChallanHeadsAnswerSchema>>('/api/clearance-requests/heads/getChallanHeads')).data,
    staleTime: Infinity,
  });

/** `unchanged`: an edit that changed nothing (nothing was written). */
type Msg = { success: boolean; msg: string; unchanged?: boolean };
export const createChallan = (b: { CLR_ID: string; T_ID: number; CH_TYPE: number; CH_AMOUNT: number | string }) =>
  api.post<Msg>('/api/clearance-requests/newChallan', b);
export const editChallan = (b: { CH_ID: number; CH_TYPE: number; CH_AMOUNT: number | string }) => api.patch<Msg>('/api/clearance-requests/editChallan', b);
export const deleteChallan = (challanId: number) => api.post<Msg>('/api/clearance-requests/deleteChallan', { CHALLAN_ID: challanId });
export const recordPayment = (challanId: number) => api.post<Msg>('/api/clearance-requests/challans/recordPayment', { CHALLAN_ID: challanId });

/** GET /api/clearance-requests/downloadChallan/{id} as the three-copy bank challan PDF. */
export const downloadChallan = (challanId: number) =>
  api.download(
    `/api/clearance-requests/downloadChallan/${challanId}`,
    { query: { format: 'pdf' }, fileName: `Challan ${challanId}.pdf` },
    { headers: { Accept: 'application/pdf' } },
  );

/** GET /api/clearance-requests/fee-info/{T_ID} (treasurer): the fee system's lists and lock. */
export const useFeeInformation = (tId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['clearance', 'fee-info', tId ?? 0],
    queryFn: async () => (await api.get<{ data: FeeInformation }>(`/api/clearance-requests/fee-info/${tId}`, undefined, { silent: true })).data,
    enabled: enabled && tId != null,
  });
