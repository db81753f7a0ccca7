import { useQuery } from '@tanstack/react-query';
import type { VerifiedDocument } from '@portal/domain';
import { api, isApiError } from '../../../lib/api';

export type { VerifiedDocument };

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
