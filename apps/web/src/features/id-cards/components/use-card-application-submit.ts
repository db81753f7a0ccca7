import type { CardApplication } from '@portal/domain';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { type CardApplicationAnswer, useSubmitCardApplication } from '../api/apply-card';

/**
 * Sends a card application (new, duplicate or a fix) and goes where `next` says. The answer is said once: by
 * the success page when `next` is one, else by a toast.
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
            const to = next(res);
            if (!to.startsWith(PATHS.success)) toast.success(res.msg);
            navigate(to);
          },
        },
      ),
  };
}
