import type { MessageAnswer, StaffDigest } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export const staffDigestKey = ['staff', 'digest'] as const;

/** GET /api/staff/digest: whether this staff account gets the daily digest email, and its address. */
export const getStaffDigest = async () => unwrapData<StaffDigest>(await api.get('/api/staff/digest', undefined, { silent: true }));
export const useStaffDigest = (enabled: boolean) => useQuery({ queryKey: staffDigestKey, queryFn: getStaffDigest, enabled });

/** PUT /api/staff/digest { DIGEST }. */
export const useSetStaffDigest = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (DIGEST: boolean) => api.put<MessageAnswer>('/api/staff/digest', { DIGEST }),
    onSuccess: (r) => toast.success(r.msg),
    onSettled: () => qc.invalidateQueries({ queryKey: staffDigestKey }),
  });
};
