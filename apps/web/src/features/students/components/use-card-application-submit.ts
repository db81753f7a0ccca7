import type { CardApplication } from '@portal/domain';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { type CardApplicationAnswer, useSubmitCardApplication } from '../api/apply-card';

/**
 * Sends a card application (new, duplicate or a fix), toasts the answer and goes where `next` says.
 * Returns the `submitting` and `onSubmit` props of CardApplicationForm.
 */
export function useCardApplicationSubmit(kind: 'new' | 'duplicate' | 'fix', next: (answer: CardApplicationAnswer) => string, tId?: number) {
  const submit = useSubmitCardApplication(kind, tId);
  const navigate = useNavigate();
  return {
    submitting: submit.isPending,
    onSubmit: (fields: CardApplication, photo: File | null) =>
      submit.mutate(
        { fields, photo },
        {
          onSuccess: (res) => {
            toast.success(res.msg);
            navigate(next(res));
          },
        },
      ),
  };
}
