import { BULK_CHUNK_SIZE, type BulkKind, type BulkResult, type BulkUpdateInput, chunks, mergeBulkResults } from '@portal/domain';
import { api, unwrapData } from '../../lib/api';

/** POST /api/admin/bulk-update: one change to many rows; each row is changed or refused with a reason. */
export async function postBulkUpdate(body: BulkUpdateInput): Promise<BulkResult> {
  return unwrapData<BulkResult>(await api.post<unknown>('/api/admin/bulk-update', body));
}

/** The change the form asks for (empty texts keep each row's value). */
export interface BulkChangeForm {
  STATUS: number;
  COMMENT?: string;
  VENUE?: string;
  DIST_DT?: string;
}

export interface BulkRun {
  kind: BulkKind;
  cardType?: number;
  change: BulkChangeForm;
  T_IDs: number[];
  ROLNOs: string[];
  dryRun: boolean;
}

/**
 * Sends the rows in chunks of BULK_CHUNK_SIZE, one call after the other, telling `onProgress` how many
 * rows are done; the answers are merged. A row named both by id and by roll number in different
 * chunks is reported once.
 */
export async function runBulk(
  run: BulkRun,
  onProgress: (done: number, total: number) => void,
  post: (body: BulkUpdateInput) => Promise<BulkResult> = postBulkUpdate,
): Promise<BulkResult> {
  const targets: ({ T_ID: number } | { ROLNO: string })[] = [...run.T_IDs.map((T_ID) => ({ T_ID })), ...run.ROLNOs.map((ROLNO) => ({ ROLNO }))];
  const parts: BulkResult[] = [];
  let done = 0;
  onProgress(0, targets.length);
  for (const part of chunks(targets, BULK_CHUNK_SIZE)) {
    const T_IDs = part.flatMap((t) => ('T_ID' in t ? [t.T_ID] : []));
    const ROLNOs = part.flatMap((t) => ('ROLNO' in t ? [t.ROLNO] : []));
    parts.push(await post({ kind: run.kind, cardType: run.cardType, ...run.change, T_IDs, ROLNOs, dryRun: run.dryRun }));
    done += part.length;
    onProgress(done, targets.length);
  }
  const merged = mergeBulkResults(parts);
  const seen = new Set<number>();
  const once = (c: { T_ID: number }) => !seen.has(c.T_ID) && !!seen.add(c.T_ID);
  return { changed: merged.changed.filter(once), unchanged: merged.unchanged.filter(once), refused: merged.refused };
}
