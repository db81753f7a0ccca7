import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentCardRequest } from '@portal/domain';
import { api, unwrapData } from '../../../lib/api';
import { DASHBOARD_CALLS } from '../../students/api/dashboard-calls';

export type { StudentCardRequest };

export const cardRequestsKey = ['student', 'card-requests'] as const;

export const getStudentCardRequests = async () => unwrapData<StudentCardRequest[]>(await api.get(DASHBOARD_CALLS.cardRequests));
export const studentCardRequestsQuery = () => queryOptions({ queryKey: cardRequestsKey, queryFn: getStudentCardRequests });
export const useStudentCardRequests = () => useQuery(studentCardRequestsQuery());

export const getStudentCardRequest = async (tId: number) => unwrapData<StudentCardRequest>(await api.get(`/api/student/card-requests/${tId}`));
export const useStudentCardRequest = (tId: number) =>
  useQuery({ queryKey: [...cardRequestsKey, tId], queryFn: () => getStudentCardRequest(tId), enabled: Number.isInteger(tId) && tId > 0, retry: false });

/** Saves the duplicate card's bank challan (PDF). */
export const downloadCardChallan = (tId: number) => api.download(`/api/student/card-requests/${tId}/challan`, { fileName: `card-challan-${tId}.pdf` });
