import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuesUpdateBody } from '@portal/domain';
import { api } from '../../../lib/api';
import { duesQuery } from './get-dues';

/** PATCH /challan-dues: answers an array with affectedRows; a failure throws. */
export async function updateDues(body: DuesUpdateBody): Promise<number> {
  const answer = await api.patch<unknown>('/challan-dues', body, { silent: true });
  const affected = Array.isArray(answer) ? Number((answer[0] as { affectedRows?: unknown })?.affectedRows ?? 0) : 0;
  if (affected < 1) throw new Error('no row updated');
  return affected;
}

export function useUpdateDues() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateDues, onSettled: () => qc.invalidateQueries({ queryKey: duesQuery().queryKey }) });
}
