import { MSG, SAVE_REDIRECT_MS } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { userProfileKey } from '../../../lib/user-profile';
import { studentTransportKey, type TransportAnswer } from '../api/student-transport';

/**
 * The outcome of an application: success → /Success1, which says it; a warning → "Image Already
 * Exist"; an error (already applied, not editable) → the requests page after 1.5 s; bad input → its message.
 */
export function useTransportSubmit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<TransportAnswer>) {
    setBusy(true);
    try {
      await call();
      // The success page says it (one message per event: no toast as well).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studentTransportKey }),
        queryClient.invalidateQueries({ queryKey: userProfileKey(user?.ID) }),
      ]);
      navigate(PATHS.success1);
    } catch (e) {
      setBusy(false);
      if (!isApiError(e)) throw e;
      const body = (e.body ?? {}) as Partial<TransportAnswer>;
      if (body.warning) {
        toast.warning(MSG.imageAlreadyExist);
      } else if (body.error || e.status === 403 || e.status === 404) {
        toast.error(e.message);
        setTimeout(() => navigate(PATHS.studentTransportRequests), SAVE_REDIRECT_MS);
      } else {
        toast.error(e.message);
      }
    }
  }
  return { busy, run };
}
