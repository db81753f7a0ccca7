import { MSG } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../components/confirm';
import { toast } from '../../../lib/toast';
import { routeKeys } from '../api/routes-stops';

/**
 * The add / edit / delete plumbing of the route and stop screens: a busy flag, the record being edited,
 * and calls that toast success and reload routes and stops. Failures are toasted by the api client.
 */
export function useRouteAdmin<T>() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: routeKeys.all });

  /** Runs `work` while busy; on success toasts, calls `done` (clear the form, close the modal), reloads. */
  async function run(work: () => Promise<unknown>, success: string, done: () => void) {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      done();
      await reload();
    } catch {
      // the api client has shown the reason
    } finally {
      setBusy(false);
    }
  }

  /** Asks first; the server says why a record in use cannot go. */
  async function remove(work: () => Promise<unknown>, success: string) {
    if (!(await confirm(MSG.confirmDeleteUndone))) return;
    try {
      await work();
      toast.success(success);
      await reload();
    } catch {
      // shown by the api client
    }
  }

  return { busy, editing, setEditing, run, remove };
}
