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

/**
 * The scale mode's calls (bench/scale.ts): every staff list's first page, its name search and page 200
 * where the benchmark set gives a list 2,000 rows or more, as the screens make them.
 */
const first = { page: 1, pageSize: 10 };
const deep = { page: 200, pageSize: 10 };
export const SCALE_TARGETS: Target[] = [
  { name: 'ID cards (new), page 1', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 1, ...first, sortBy: 'DATE_OF_APPLY', sortDir: 'desc' }, as: 'card' },
  { name: 'ID cards (new), name "khan"', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 1, ...first, filters: { STD_NAME: 'khan' } }, as: 'card' },
  { name: 'ID cards (new), page 200', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 1, ...deep }, as: 'card' },
  { name: 'ID cards (delivered), page 1', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 5, ...first }, as: 'card' },
  { name: 'ID cards (delivered), name "khan"', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 5, ...first, filters: { STD_NAME: 'khan' } }, as: 'card' },
  { name: 'ID cards (delivered), page 200', method: 'POST', path: '/api/admin/idcard-requests', body: { cardType: 5, ...deep }, as: 'card' },
  { name: 'deleted ID cards (new), page 1', method: 'POST', path: '/api/admin/deleted-idcard-requests', body: { cardType: 1, ...first }, as: 'card' },
  { name: 'clearance (examination), page 1', method: 'POST', path: '/api/clearance-requests/admin', body: { STATUS: '', ...first }, as: 'exam' },
  { name: 'clearance (examination), name "khan"', method: 'POST', path: '/api/clearance-requests/admin', body: { STATUS: '', ...first, filters: { STD_NAME: 'khan' } }, as: 'exam' },
  { name: 'clearance (examination), page 200', method: 'POST', path: '/api/clearance-requests/admin', body: { STATUS: '', ...deep }, as: 'exam' },
  { name: 'clearance (treasurer), Pending, page 1', method: 'POST', path: '/api/clearance-requests/admin', body: { STATUS: 1, ...first }, as: 'treasurer' },
  { name: 'transport, page 1', method: 'GET', path: '/api/admin/get-transport-requests?page=1&pageSize=10', as: 'transport' },
  { name: 'transport, search "khan"', method: 'GET', path: '/api/admin/get-transport-requests?page=1&pageSize=10&search=khan', as: 'transport' },
  { name: 'transport, page 200', method: 'GET', path: '/api/admin/get-transport-requests?page=200&pageSize=10', as: 'transport' },
  { name: 'endowment, page 1', method: 'GET', path: '/api/eft/applications?page=1&pageSize=10', as: 'treasurer' },
  { name: 'endowment, name "khan"', method: 'GET', path: '/api/eft/applications?page=1&pageSize=10&filters[NM]=khan', as: 'treasurer' },
  { name: 'endowment, page 200', method: 'GET', path: '/api/eft/applications?page=200&pageSize=10', as: 'treasurer' },
  { name: 'event registrations, page 1', method: 'GET', path: '/api/admin/event-registrations?page=1&pageSize=10', as: 'card' },
  { name: 'event registrations, name "khan"', method: 'GET', path: '/api/admin/event-registrations?page=1&pageSize=10&filters[NAME]=khan', as: 'card' },
  { name: 'mail outbox, page 1', method: 'GET', path: '/api/admin/mail-outbox?page=1&pageSize=10', as: 'card' },
];
