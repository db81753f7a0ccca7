import {
  AdjustmentSchema,
  type FeeRecords,
  type LockStatus,
  LockStatusSchema,
  OutstandingDueSchema,
  PaidItemSchema,
  RefundSchema,
  UnpaidItemSchema,
} from '@portal/domain';
import type { z } from 'zod';
import { type FeeStudent, type FeeSystem, FeeSystemError } from './types.js';

/** Inst_no is fixed at 1 in the fee-system queries. */
const INST_NO = 1;

/**
 * The fee system over HTTP: FC_Loc, collectionReportStudentWise and StdCollectionHistory.
 * The credential stays on the server. An answer whose message starts with 'Forbidden'
 * is ignored: lists count as empty and the lock as unknown.
 */
export function createHttpFeeSystem(baseUrl: string, token: string | undefined, timeoutMs = 8000): FeeSystem {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(path: string, body: Record<string, unknown>): Promise<{ forbidden: boolean; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new FeeSystemError(`fee system ${path}: ${(e as Error).message}`);
    }
    const parsed = (await res.json().catch(() => null)) as unknown;
    const message = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message.startsWith('Forbidden')) return { forbidden: true, body: null };
    if (!res.ok) throw new FeeSystemError(`fee system ${path}: HTTP ${res.status}`);
    return { forbidden: false, body: parsed };
  }

  const dataOf = (b: unknown): unknown => (b && typeof b === 'object' && !Array.isArray(b) && 'data' in b ? (b as { data: unknown }).data : b);
  const list = <T extends z.ZodTypeAny>(schema: T, v: unknown): z.infer<T>[] => {
    if (!Array.isArray(v)) return [];
    return v.flatMap((x) => {
      const p = schema.safeParse(x);
      return p.success ? [p.data] : [];
    });
  };

  return {
    kind: 'http',
    async lockStatus(s: FeeStudent): Promise<LockStatus> {
      const { forbidden, body } = await call('FC_Loc', { c_code: s.C_CODE, maj_id: s.MAJ_ID, year: s.YEAR, se_id: s.SE_ID, rn: s.RN });
      if (forbidden) throw new FeeSystemError('fee system FC_Loc: Forbidden');
      let d = dataOf(body);
      while (Array.isArray(d)) d = d[0];
      const p = LockStatusSchema.safeParse(d);
      if (!p.success) throw new FeeSystemError('fee system FC_Loc: unreadable answer');
      return p.data;
    },
    async records(s: FeeStudent): Promise<FeeRecords> {
      const [paid, history] = await Promise.all([
        call('collectionReportStudentWise', { c_code: s.C_CODE, year_in: s.YEAR, f_rn: s.RN, l_rn: s.RN, inst_no: INST_NO }),
        call('StdCollectionHistory', { c_code: s.C_CODE, year: s.YEAR, f_rn: s.RN, l_rn: s.RN, inst_no: INST_NO }),
      ]);
      let paidList = dataOf(paid.body);
      if (Array.isArray(paidList) && Array.isArray(paidList[0])) paidList = paidList[0];
      const h = dataOf(history.body);
      const lists = Array.isArray(h) && h.every(Array.isArray) ? (h as unknown[][]) : [];
      return {
        paid: list(PaidItemSchema, paidList),
        unpaid: [...list(UnpaidItemSchema, lists[0]), ...list(UnpaidItemSchema, lists[1])],
        adjustments: list(AdjustmentSchema, lists[2]),
        outstanding: list(OutstandingDueSchema, lists[3]),
        refunds: list(RefundSchema, lists[4]),
      };
    },
  };
}
