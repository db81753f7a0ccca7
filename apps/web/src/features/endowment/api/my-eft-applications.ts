import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EftDocumentReplacedAnswerSchema, MyEftApplication } from '@portal/domain';
import type { z } from 'zod';
import { api, unwrapData } from '../../../lib/api';
import { DASHBOARD_CALLS } from '../../students/api/dashboard-calls';

export type { MyEftApplication };

export const myEftKey = ['student', 'eft-applications'] as const;
export const getMyEftApplications = async () => unwrapData<MyEftApplication[]>(await api.get(DASHBOARD_CALLS.eftApplications));
export const useMyEftApplications = () => useQuery({ queryKey: myEftKey, queryFn: getMyEftApplications });

/** POST /api/eft/my-applications/{id}/document: a new supporting document while one is asked for. */
export function useReplaceEftDocument(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.postForm<z.infer<typeof EftDocumentReplacedAnswerSchema>>(`/api/eft/my-applications/${id}/document`, form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: myEftKey }),
  });
}
