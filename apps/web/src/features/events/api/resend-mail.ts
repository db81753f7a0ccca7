import type { MessageAnswer } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { mailOutboxKey } from './get-mail-outbox';

/** POST /api/admin/mail-outbox/:ID/resend (card office): a failed mail goes back to the queue. */
export const resendMail = (id: number) => api.post<MessageAnswer>(`/api/admin/mail-outbox/${id}/resend`);

export const useResendMail = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: (r) => toast.success(r.msg),
    onSettled: () => qc.invalidateQueries({ queryKey: mailOutboxKey }),
  });
};
