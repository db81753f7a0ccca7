import type { ClearanceProgressSchema, Json } from '@portal/domain';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';

/** GET /api/student/clearance-progress: the tracker, as JSON reads it. */
export type ClearanceProgress = Json<z.infer<typeof ClearanceProgressSchema>>;
export type ProgressDepartment = ClearanceProgress['departments'][number];
export type ProgressChallan = ClearanceProgress['challans'][number];

export const clearanceProgressKey = ['student', 'clearance-progress'] as const;

/** The tracker's data, or null when the student has not applied yet. */
export async function getClearanceProgress(): Promise<ClearanceProgress | null> {
  return unwrapData<ClearanceProgress | null>(await api.get('/api/student/clearance-progress', undefined, { silent: true }));
}

export const useClearanceProgress = () => useQuery({ queryKey: clearanceProgressKey, queryFn: getClearanceProgress });

/** The clearance form, or the certificate once the examination office approved. */
export const downloadClearanceDocument = (tId: number) => api.download(`/api/clearance-requests/download/${tId}`);

/** A challan of the application as the bank's three-copy PDF. */
export const downloadProgressChallan = (challanId: number) =>
  api.download(`/api/clearance-requests/downloadChallan/${challanId}`, { query: { format: 'pdf' }, fileName: `clearance-challan-${challanId}.pdf` });
