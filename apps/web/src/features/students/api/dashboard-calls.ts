/**
 * The student dashboard's calls (its open requests of every kind). The fetchers use these paths, and a
 * first load of /home starts them alongside the dashboard's code (app/early-calls.ts).
 */
export const DASHBOARD_CALLS = {
  cardRequests: '/api/student/card-requests',
  transportRequests: '/api/student/transport-requests',
  clearance: '/api/clearance-requests/student/my',
  eftApplications: '/api/eft/my-applications',
} as const;
