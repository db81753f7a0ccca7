import { useMutation } from '@tanstack/react-query';
import type { ReconcileAnswer, StatementColumn, StatementMapping } from '@portal/domain';
import { api, isApiError } from '../../../lib/api';

export interface ReconcileInput {
  file: File;
  commit: boolean;
  mapping: StatementMapping;
}

const FIELD_OF: Record<StatementColumn, string> = { challan: 'challanColumn', amount: 'amountColumn', date: 'dateColumn' };

/** POST /api/clearance-requests/challans/reconcile (multipart): a preview, or the payments recorded. */
export async function reconcileStatement({ file, commit, mapping }: ReconcileInput): Promise<{ msg: string; data: ReconcileAnswer }> {
  const form = new FormData();
  form.append('commit', commit ? '1' : '0');
  for (const [col, field] of Object.entries(FIELD_OF)) {
    const header = mapping[col as StatementColumn];
    if (header) form.append(field, header);
  }
  form.append('file', file, file.name);
  return api.postForm<{ msg: string; data: ReconcileAnswer }>('/api/clearance-requests/challans/reconcile', form, { silent: true });
}

export const useReconcileStatement = () => useMutation({ mutationFn: reconcileStatement });

/** The header names the server sends back when it could not find the columns (to map them on screen). */
export function headersOfRefusal(e: unknown): { headers: string[]; missing: StatementColumn[] } | null {
  if (!isApiError(e)) return null;
  const data = (e.body as { data?: { headers?: unknown; missing?: unknown } } | undefined)?.data;
  if (!data || !Array.isArray(data.headers) || !data.headers.length) return null;
  return { headers: data.headers as string[], missing: (Array.isArray(data.missing) ? data.missing : []) as StatementColumn[] };
}
