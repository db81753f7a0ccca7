import type { MyApplicationAnswerSchema, StudentTransportRequest } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError, unwrapData } from '../../../lib/api';
import { DASHBOARD_CALLS } from './dashboard-calls';

/**
 * The student's requests of the other areas, each from its own call. A call that does not exist (404)
 * or fails gives an empty section instead of breaking My Requests and the dashboard.
 */
async function tolerant<T>(load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if (isApiError(e)) return empty;
    throw e;
  }
}

/** GET /api/student/transport-requests (transport area): an array. */
export const getMyTransportRequests = () =>
  tolerant(async () => {
    const body = await api.get<unknown>(DASHBOARD_CALLS.transportRequests, undefined, { silent: true });
    const rows = unwrapData<unknown>(body);
    return Array.isArray(rows) ? (rows as StudentTransportRequest[]) : [];
  }, [] as StudentTransportRequest[]);

export const myTransportRequestsKey = ['student', 'transport-requests'] as const;
export const useMyTransportRequests = () => useQuery({ queryKey: myTransportRequestsKey, queryFn: getMyTransportRequests });

/** GET /api/clearance-requests/student/my (clearance area): the application with its department rows and challans, or null. */
export type StudentClearance = NonNullable<z.infer<typeof MyApplicationAnswerSchema>['data']>;
export type StudentClearanceChallan = StudentClearance['challans'][number];

export const getMyClearance = () =>
  tolerant(
    async () => {
      const data = unwrapData<StudentClearance | null>(await api.get(DASHBOARD_CALLS.clearance, undefined, { silent: true }));
      return data && typeof data === 'object' && 'request' in data ? data : null;
    },
    null as StudentClearance | null,
  );

export const useMyClearance = () => useQuery({ queryKey: ['student', 'clearance'], queryFn: getMyClearance });

/** Saves the three-copy bank challan (PDF) of one of the student's clearance challans. */
export const downloadClearanceChallan = (challanId: number) =>
  api.download(`/api/clearance-requests/downloadChallan/${challanId}`, { query: { format: 'pdf' }, fileName: `clearance-challan-${challanId}.pdf` });
