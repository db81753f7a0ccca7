import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MfaRequirementSavedAnswerSchema, MfaRequirementsAnswerSchema, MfaRole } from '@portal/domain';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

const key = ['admin', 'mfa-requirements'] as const;

/** GET /api/admin/mfa-requirements: whether administrators and staff must use a second factor. */
export const useMfaRequirements = () => useQuery({ queryKey: key, queryFn: async () => (await api.get<z.infer<typeof MfaRequirementsAnswerSchema>>('/api/admin/mfa-requirements')).data });

/** PUT /api/admin/mfa-requirements/{role}. */
export function useSetMfaRequirement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ role, required }: { role: MfaRole; required: boolean }) => api.put<z.infer<typeof MfaRequirementSavedAnswerSchema>>(`/api/admin/mfa-requirements/${role}`, { required }),
    onSuccess: (r) => {
      toast.success(r.msg);
      qc.setQueryData(key, r.data);
    },
  });
}
