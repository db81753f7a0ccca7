import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights } from '@portal/domain';
import { api, unwrapData } from '../../../lib/api';

/** GET /api/admin/insights: the caller's office, or every office for the examination office and the treasurer. */
export async function getInsights(): Promise<Insights> {
  return unwrapData<Insights>(await api.get<unknown>('/api/admin/insights'));
}

/** The figures change as offices work; a minute old is fresh enough for a dashboard. */
export const insightsQuery = () => queryOptions({ queryKey: ['insights'], queryFn: getInsights, staleTime: 60_000 });

export const useInsights = () => useQuery(insightsQuery());
