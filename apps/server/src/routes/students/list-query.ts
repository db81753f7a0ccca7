import { z } from 'zod';
import { ListParamsSchema } from '@portal/domain';

/**
 * ListParams from a query string: the web client sends filters as `filters[COL]=text`, which the
 * default query parser leaves flat; gather them into `filters`.
 */
export const ListQuerySchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const out: Record<string, unknown> = {};
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const m = /^filters\[(.+)\]$/.exec(k);
    if (m) filters[m[1]] = String(Array.isArray(v) ? v[0] : v);
    else out[k] = v;
  }
  if (Object.keys(filters).length) out.filters = { ...((out.filters as object) ?? {}), ...filters };
  return out;
}, ListParamsSchema);
