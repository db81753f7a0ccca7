import { M } from '@portal/domain';
import type { NewInterStudent } from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { Lms } from './types.js';

export interface HttpLmsOptions {
  /** Base address, e.g. https://lms.example.edu (the call goes to `${url}/api/fc/SFCApiAdm_Stdt`). */
  url: string;
  /** Sent as a bearer credential; it stays on the server. */
  token?: string;
  timeoutMs?: number;
}

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/** One student of the LMS answer; field names as the LMS sends them, with the lower-case spellings tolerated. */
function toStudent(raw: Record<string, unknown>, year: number): NewInterStudent {
  const pick = (...keys: string[]) => keys.map((k) => raw[k]).find((v) => v != null && v !== '');
  return {
    F_NO: text(pick('F_NO', 'f_no')),
    ROLNO: text(pick('ROLNO', 'rolno', 'ROL_NO')),
    NM: text(pick('NM', 'nm')),
    F_NM: text(pick('F_NM', 'f_nm')),
    CLASS: text(pick('CLASS', 'class')),
    MAJOR: text(pick('MAJOR', 'major')),
    SES_STAT: text(pick('SES_STAT', 'ses_stat', 'SESSION')),
    PH1: text(pick('PH1', 'ph1')),
    ADD1: text(pick('ADD1', 'add1')),
    YEAR: Number(pick('YEAR', 'year') ?? year) || year,
  };
}

/** The list may come bare or wrapped in `data` (possibly `data[0]`, as other calls of the old portal do). */
function listOf(body: unknown): Record<string, unknown>[] | null {
  let x: unknown = body;
  for (let i = 0; i < 3 && x && !Array.isArray(x) && typeof x === 'object'; i++) x = (x as { data?: unknown }).data;
  if (Array.isArray(x) && x.length > 0 && Array.isArray(x[0])) x = x[0];
  return Array.isArray(x) ? (x.filter((r) => r && typeof r === 'object') as Record<string, unknown>[]) : null;
}

/** The documented call: POST `{year}` to /api/fc/SFCApiAdm_Stdt, answering a list of students. */
export function createHttpLms(opts: HttpLmsOptions): Lms {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/api/fc/SFCApiAdm_Stdt`;
  return {
    async newInterStudents(year) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}) },
          body: JSON.stringify({ year }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch {
        throw new AppError(502, M.idCard.lmsFailed, 'LMS_UNAVAILABLE');
      }
      const body = await res.json().catch(() => null);
      const list = res.ok ? listOf(body) : null;
      if (!list) throw new AppError(502, M.idCard.lmsFailed, 'LMS_FAILED');
      return list.map((r) => toStudent(r, year));
    },
  };
}
