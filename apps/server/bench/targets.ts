/** What the benchmark measures: the busiest calls of each area, as the screens make them. */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Demo username to call as (none: anonymous). */
  as?: string;
  /** Also measured against the lean baseline (bench/lean.ts), which answers the same call. */
  lean?: boolean;
  /** Also measured against this other target (its name), side by side: a search against its list's first page. */
  versus?: string;
}

const page = { page: 1, pageSize: 10 };

export const TARGETS: Target[] = [
  { name: 'health', method: 'GET', path: '/api/health', lean: true },
  { name: 'health with a token (staff)', method: 'GET', path: '/api/health', as: 'card', lean: true },
  { name: 'profile (student)', method: 'GET', path: '/api/userProfile', as: 'student' },
  { name: 'new ID cards, page 1', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 1, ...page, sortBy: 'DATE_OF_APPLY', sortDir: 'desc' }, as: 'card', lean: true },
  { name: 'new ID cards, page 200', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 1, page: 200, pageSize: 10 }, as: 'card', versus: 'new ID cards, page 1' },
  { name: 'delivered cards, roll-number filter', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 5, ...page, filters: { ROL_NO: '0012' } }, as: 'card' },
  { name: 'new ID cards, name contains "khan"', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 1, ...page, filters: { STD_NAME: 'khan' } }, as: 'card', versus: 'new ID cards, page 1' },
  { name: 'ID-card request detail', method: 'POST', path: '/api/admin/update-idcard-requests', body: { T_ID: 1 }, as: 'card' },
  { name: 'clearance list (examination), page 1', method: 'POST', path: '/api/clearance-requests/admin', body: { STATUS: '', ...page }, as: 'exam', lean: true },
  { name: 'clearance list (treasurer), Pending', method: 'POST', path: '/api/clearance-requests/admin', body: { STATUS: 1, ...page }, as: 'treasurer' },
  { name: 'clearance request detail', method: 'GET', path: '/api/clearance-requests/1', as: 'exam' },
  { name: 'transport requests, page 1', method: 'GET', path: '/api/admin/get-transport-requests?page=1&pageSize=10', as: 'transport', lean: true },
  { name: 'transport requests, search "khan"', method: 'GET', path: '/api/admin/get-transport-requests?page=1&pageSize=10&search=khan', as: 'transport', versus: 'transport requests, page 1' },
  { name: 'event registrations, page 1', method: 'GET', path: '/api/admin/event-registrations?page=1&pageSize=10', as: 'card' },
  { name: 'event registrations, name contains "khan"', method: 'GET', path: '/api/admin/event-registrations?page=1&pageSize=10&filters[NAME]=khan', as: 'card', versus: 'event registrations, page 1' },
  { name: 'endowment applications, page 1', method: 'GET', path: '/api/eft/applications?page=1&pageSize=10', as: 'treasurer', lean: true },
  { name: 'student: my transport requests', method: 'GET', path: '/api/student/transport-requests', as: 'student' },
  { name: 'insights dashboard, all offices (examination)', method: 'GET', path: '/api/admin/insights', as: 'exam' },
  { name: 'insights dashboard, card office', method: 'GET', path: '/api/admin/insights', as: 'card' },
];
