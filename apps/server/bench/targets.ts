/** What the benchmark measures: the busiest calls of each area, as the screens make them. */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Demo username to call as (none: anonymous). */
  as?: string;
}

export const TARGETS: Target[] = [
  { name: 'health', method: 'GET', path: '/api/health' },
  { name: 'profile (student)', method: 'GET', path: '/api/userProfile', as: 'student' },
];
