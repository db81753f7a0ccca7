import { BULK_CHUNK_SIZE, type BulkResult, type BulkUpdateInput } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk-update-api';

describe('runBulk: the selection in chunks, with progress', () => {
  it('sends ids then roll numbers in chunks, reports progress after each, merges and reports a row once', async () => {
    const calls: BulkUpdateInput[] = [];
    const post = async (body: BulkUpdateInput): Promise<BulkResult> => {
      calls.push(body);
      const changed = (body.T_IDs ?? []).map((T_ID) => ({ T_ID: Number(T_ID) }));
      // Every roll number names request 1 (already named by id in the first chunk).
      const fromRolls = (body.ROLNOs ?? []).map(() => ({ T_ID: 1 }));
      return { changed: [...changed, ...fromRolls.slice(0, 1)], unchanged: [], refused: body.dryRun ? [{ ROLNO: 'X', reason: 'r', msgCode: '' }] : [] };
    };
    const progress: [number, number][] = [];
    const ids = Array.from({ length: BULK_CHUNK_SIZE + 50 }, (_, i) => i + 1);
    const result = await runBulk(
      { kind: 'clearance', change: { STATUS: 9 }, T_IDs: ids, ROLNOs: Array.from({ length: 60 }, (_, i) => `R-${i}`), dryRun: true },
      (done, total) => progress.push([done, total]),
      post,
    );
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => [c.T_IDs?.length, c.ROLNOs?.length])).toEqual([
      [BULK_CHUNK_SIZE, 0],
      [50, 50],
      [0, 10],
    ]);
    expect(calls.every((c) => c.dryRun === true && c.kind === 'clearance' && c.STATUS === 9)).toBe(true);
    expect(progress).toEqual([
      [0, 210],
      [100, 210],
      [200, 210],
      [210, 210],
    ]);
    expect(result.changed.map((c) => c.T_ID)).toEqual(ids);
    expect(result.refused).toHaveLength(3);
  });
});
