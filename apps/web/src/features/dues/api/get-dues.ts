import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuesRow } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /challan-dues: a nested array whose first element is the list of dues rows. */
export async function getDues(): Promise<DuesRow[]> {
  const body = await api.get<unknown>('/challan-dues', undefined, { silent: true });
  const rows = Array.isArray(body) && Array.isArray(body[0]) ? (body[0] as DuesRow[]) : [];
  return rows;
}

export const duesQuery = () => queryOptions({ queryKey: ['dues'], queryFn: getDues });

export const useDues = () => useQuery(duesQuery());
