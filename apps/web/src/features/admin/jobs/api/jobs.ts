import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobsAnswer, MessageAnswer } from '@portal/domain';
import { api } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';

const jobsKey = ['admin', 'jobs'] as const;

/** GET /api/admin/jobs: the queues by state, one page of failed mails, the mails sent per day. */
export const getJobs = async (page: number) => (await api.get<JobsAnswer>('/api/admin/jobs', { page })).data;
export const useJobs = (page: number) =>
  useQuery({ queryKey: [...jobsKey, page], queryFn: () => getJobs(page), placeholderData: keepPreviousData, refetchInterval: 15_000 });

/** POST /api/admin/mails/{id}/retry: a failed mail goes back to the queue. */
export const retryMail = (id: number) => api.post<MessageAnswer>(`/api/admin/mails/${id}/retry`);
export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: (a) => toast.success(a.msg), onSettled: () => qc.invalidateQueries({ queryKey: jobsKey }) });
}
