import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';
import { DASHBOARD_CALLS } from '../../students/api/dashboard-calls';

/** A card request as the student sees it (GET /api/student/card-requests). */
export interface StudentCardRequest {
  TRANS_ID: number;
  CARD_TYPE: number;
  ATTEMPT_NO: number;
  REQUEST_TYPE: string;
  S_CONTACT: string;
  F_CONTACT: string;
  B_GROUP: string;
  ADDRESS: string;
  DATE_OF_APPLY: string;
  DISTRIBUTION_DATE: string | null;
  VENUE: string;
  COMMENT: string;
  REQ_STATUS: number;
  STATUS: string;
  FEE_AMOUNT: number | null;
  FEE_DUE_DATE: string | null;
  FEE_PAID_AT: string | null;
  CAN_EDIT: boolean;
  HAS_CHALLAN: boolean;
  NEXT_STEP: string | null;
}

export const cardRequestsKey = ['student', 'card-requests'] as const;

export const getStudentCardRequests = async () => unwrapData<StudentCardRequest[]>(await api.get(DASHBOARD_CALLS.cardRequests));
export const studentCardRequestsQuery = () => queryOptions({ queryKey: cardRequestsKey, queryFn: getStudentCardRequests });
export const useStudentCardRequests = () => useQuery(studentCardRequestsQuery());

export const getStudentCardRequest = async (tId: number) => unwrapData<StudentCardRequest>(await api.get(`/api/student/card-requests/${tId}`));
export const useStudentCardRequest = (tId: number) =>
  useQuery({ queryKey: [...cardRequestsKey, tId], queryFn: () => getStudentCardRequest(tId), enabled: Number.isInteger(tId) && tId > 0, retry: false });

/** Saves the duplicate card's bank challan (PDF). */
export const downloadCardChallan = (tId: number) => api.download(`/api/student/card-requests/${tId}/challan`, { fileName: `card-challan-${tId}.pdf` });
