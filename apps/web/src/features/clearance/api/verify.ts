import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

export interface VerifiedDocument {
  genuine: boolean;
  kind: string;
  reference: string;
  STD_NAME: string;
  STD_ROLLNO: string;
  PRINTTITLE?: string;
  APPLY_DATE?: string;
  status: string;
  approved: boolean;
  rows?: { D_NM: string; REQ_DEF: string }[];
  DES?: string;
  BAL?: number;
  DUE_DT?: string;
  D_NM?: string;
  /** A challan its office cancelled: when (ISO) and by which office. */
  cancelled?: boolean;
  CANCELLED_AT?: string;
  CANCELLED_BY?: string;
}

/** GET /api/verify/{code} (public): the document, or null when no document has the code. */
export const useVerifyDocument = (code: string) =>
  useQuery({
    queryKey: ['verify', code],
    queryFn: async () => {
      try {
        return (await api.get<{ data: VerifiedDocument }>(`/api/verify/${encodeURIComponent(code)}`, undefined, { silent: true, allowUnauthorized: true }))
          .data;
      } catch (e) {
        if (isApiError(e) && e.status === 404) return null;
        throw e;
      }
    },
    retry: false,
  });
