import type { NextStep } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError, unwrapData } from '../../../lib/api';

export interface ProgressChallan {
  CHALLAN_ID: number;
  D_ID: number;
  D_NM: string;
  DES: string;
  BAL: number;
  DUE_DT: string;
  /** 0 means unpaid. */
  PAID: number;
  PAID_AT: string | null;
}

export interface ProgressDepartment {
  D_ID: number;
  D_NM: string;
  REQ_ID: number;
  REQ_DEF: string;
  COMMENT: string;
  VENUE: string;
  DATE: string;
  /** The office or role that last changed the row (null: nobody yet). */
  ACTED_BY: string | null;
  nextStep: NextStep;
  challans: ProgressChallan[];
}

/** GET /api/student/clearance-progress. */
export interface ClearanceProgress {
  T_ID: number;
  CLR_ID: string;
  APPLY_DATE: string;
  REQ_STATUS: number;
  REQ_DEF: string;
  cleared: number;
  total: number;
  remainingBeforeExam: number[];
  unpaidChallans: number;
  certificateReady: boolean;
  overall: NextStep;
  departments: ProgressDepartment[];
  challans: ProgressChallan[];
}

export const clearanceProgressKey = ['student', 'clearance-progress'] as const;

/** The tracker's data, or null when the student has not applied (the server answers 404). */
export async function getClearanceProgress(): Promise<ClearanceProgress | null> {
  try {
    return unwrapData<ClearanceProgress>(await api.get('/api/student/clearance-progress', undefined, { silent: true }));
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export const useClearanceProgress = () => useQuery({ queryKey: clearanceProgressKey, queryFn: getClearanceProgress });

/** The clearance form, or the certificate once the examination office approved. */
export const downloadClearanceDocument = (tId: number) => api.download(`/api/clearance-requests/download/${tId}`);

/** A challan of the application as the bank's three-copy PDF. */
export const downloadProgressChallan = (challanId: number) =>
  api.download(`/api/clearance-requests/downloadChallan/${challanId}`, { query: { format: 'pdf' }, fileName: `clearance-challan-${challanId}.pdf` });
