import { STATUS, type StudentTransportRequest, type TransportApplyAnswerSchema, TRANSPORT_REQ_TYPE } from '@portal/domain';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api';
import type { UserProfile } from '../../../lib/user-profile';

export const studentTransportKey = ['student-transport-requests'] as const;

/** GET /api/student/transport-requests */
export const useMyTransportRequests = () =>
  useQuery({
    queryKey: studentTransportKey,
    queryFn: () => api.get<StudentTransportRequest[]>('/api/student/transport-requests', undefined, { silent: true }),
  });

/** The answer of applying or re-submitting (`warning`/`error` on a 409, as the screens read them). */
export type TransportAnswer = z.infer<typeof TransportApplyAnswerSchema>;

export interface TransportFormValues {
  routeId: number;
  stopId: number;
  file: File;
}

/** The multipart fields of, built from the profile. */
function formOf(p: UserProfile, v: TransportFormValues, extra: Record<string, string>): FormData {
  const f = new FormData();
  const fields: Record<string, unknown> = {
    C_CODE: p.C_CODE,
    SE_ID: p.SE_ID,
    YEAR: p.YEAR,
    RN: p.RN,
    ROLNO: p.ROLNO,
    MAJ_ID: p.MAJ_ID,
    TR_ATTEMPT_NO: p.TR_ATTEMPT_NO ?? 0,
    imgpath: `${p.C_CODE}/${p.SE_ID}`,
    ROUTE_ID: v.routeId,
    STOP_ID: v.stopId,
    Status: STATUS.SUBMITTED,
    REQ_TYPE: TRANSPORT_REQ_TYPE,
    ...extra,
  };
  for (const [k, val] of Object.entries(fields)) if (val != null) f.append(k, String(val));
  f.append('file', v.file, v.file.name);
  return f;
}

const identity = (p: UserProfile) => `${p.C_CODE}/${p.SE_ID}/${encodeURIComponent(String(p.ROLNO))}`;

/** POST /api/card/applyfortransportcard/{C_CODE}/{SE_ID}/{ROLNO}/REPLACE */
export const applyForTransport = (p: UserProfile, v: TransportFormValues, opts?: RequestOptions) =>
  api.postForm<TransportAnswer>(`/api/card/applyfortransportcard/${identity(p)}/REPLACE`, formOf(p, v, {}), opts);

/** POST /api/card/updatetransportcard/{C_CODE}/{SE_ID}/{ROLNO}/'REPLACE' */
export const resubmitTransport = (p: UserProfile, transId: number, v: TransportFormValues, opts?: RequestOptions) =>
  api.postForm<TransportAnswer>(`/api/card/updatetransportcard/${identity(p)}/'REPLACE'`, formOf(p, v, { TRANS_ID: String(transId) }), opts);

/** The transport challan PDF, saved as {roll number}.pdf. */
export const downloadTransportChallan = (transId: number) => api.download(`/api/student/transport-requests/${transId}/challan`);
