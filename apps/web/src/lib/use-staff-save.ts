import type { Message } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from './api';
import { toast } from './toast';

/** What a staff save answers: its message, and `unchanged` when it found nothing to change. */
export interface StaffSaveAnswer {
  msg?: string;
  msgCode?: string;
  msgArgs?: string[];
  unchanged?: boolean;
}

export interface StaffSaveOptions<V, A extends StaffSaveAnswer> {
  /** The values as saved on the server (the last load). The form starts from them and follows them. */
  saved: V;
  /** Sends the form. Call it without toasting errors (`silent`): the hook says what happened. */
  save: (values: V) => Promise<A>;
  /** The domain rule mirrored before sending: a reason refuses like the server would. */
  check?: (values: V) => Message | null;
  /** Asked before sending (e.g. "this removes the photo"); false keeps the form as it is, unsent. */
  confirm?: (values: V) => Promise<boolean>;
  /** Loads the saved state again from the server (after a save, and after a refusal). */
  reload: () => Promise<unknown>;
  /** The success message; the server's by default. */
  successMessage?: (answer: A, values: V) => string;
  /** After a save that changed something (and the reload). */
  onSaved?: (answer: A, values: V) => void;
  /** A refusal the caller handles itself (e.g. the stale-row dialog); true when handled. */
  onRefused?: (error: unknown) => boolean;
}

/**
 * The save of a staff dialog's form, the same in every dialog (clearance row, ID-card and transport
 * requests). The form shows what is saved, and never anything else after an answer:
 * - saved: the message, the saved state reloaded;
 * - nothing to change: the server's message; the form is what is saved;
 * - refused, by the mirrored rule or by the server: the reason, then the form is put back to what is
 *   saved and the saved state is reloaded (someone may have changed it), so a refused value (an
 *   "Approved" the server denied) is never left on screen as if it were saved.
 */
export function useStaffSave<V extends object, A extends StaffSaveAnswer>(o: StaffSaveOptions<V, A>) {
  const [values, setValues] = useState<V>(o.saved);
  const [saving, setSaving] = useState(false);
  const savedKey = JSON.stringify(o.saved);
  const saved = useRef(o.saved);
  saved.current = o.saved;
  // A reload (after a save, a refusal, or someone else's save) shows the values as they now are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the saved values, compared by content
  useEffect(() => setValues(saved.current), [savedKey]);

  const set = <K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value }));
  const showSaved = () => setValues(saved.current);

  async function refused(reason: string, code?: string | null, args?: readonly string[] | null) {
    toast.error(reason, { code, args });
    showSaved();
    await o.reload();
  }

  async function submit(): Promise<A | null> {
    const sent = values;
    const reason = o.check?.(sent);
    if (reason) {
      await refused(reason.text, reason.code, reason.args);
      return null;
    }
    if (o.confirm && !(await o.confirm(sent))) return null;
    setSaving(true);
    try {
      const answer = await o.save(sent);
      if (answer.unchanged) {
        toast.info(answer.msg ?? '', { code: answer.msgCode, args: answer.msgArgs });
        showSaved();
        return answer;
      }
      toast.success(o.successMessage?.(answer, sent) ?? answer.msg ?? '', { code: o.successMessage ? null : answer.msgCode, args: answer.msgArgs });
      await o.reload();
      o.onSaved?.(answer, sent);
      return answer;
    } catch (e) {
      if (o.onRefused?.(e)) return null;
      if (isApiError(e)) await refused(e.message, e.msgCode, e.msgArgs);
      else throw e;
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { values, set, saving, submit, showSaved };
}
