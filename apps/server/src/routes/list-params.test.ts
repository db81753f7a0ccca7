import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLEARANCE_LIST_COLUMNS,
  DEPT,
  EFT_LIST_COLUMNS,
  ID_CARD_LIST_COLUMNS,
  type ListColumns,
  MSG,
  NEW_INTER_LIST_COLUMNS,
  OUTBOX_LIST_COLUMNS,
  REGISTRATION_LIST_COLUMNS,
  type SessionUser,
  TRANSPORT_LIST_COLUMNS,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff } from '../test/factories.js';

/**
 * Every paged list sorts and filters only by its own columns: a name from an object's prototype or from
 * another list is a 400 with a clear message (never a 500, never silently ignored), and every column the
 * list names is served.
 */
let t: TestApp;
let card: SessionUser;
let treasurer: SessionUser;
let transport: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  transport = await buildStaff(t.db, DEPT.TRANSPORT);
});
afterAll(() => t.close());

/** Names every object answers to through its prototype, and the prototype itself. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__'];

interface List {
  name: string;
  who: () => SessionUser;
  columns: ListColumns;
  /** Parameters in a JSON body (else in the query string). */
  json: boolean;
  /** The call with these list parameters (a JSON body, or a query string). */
  call: (params: { sortBy?: string; filters?: Record<string, string> }) => Promise<{ statusCode: number; json(): { msg?: string } }>;
}

const thisYear = new Date().getFullYear();
const postList = (url: string, user: () => SessionUser, extra: object) => async (params: object) =>
  t.app.inject({ method: 'POST', url, headers: await t.auth(user()), payload: { page: 1, ...extra, ...params } });
const getList = (url: string, user: () => SessionUser) => async ({ sortBy, filters }: { sortBy?: string; filters?: Record<string, string> }) => {
  const q = new URLSearchParams({ page: '1' });
  if (sortBy !== undefined) q.append('sortBy', sortBy);
  for (const [k, v] of Object.entries(filters ?? {})) q.append(`filters[${k}]`, v);
  return t.app.inject({ method: 'GET', url: `${url}?${q}`, headers: await t.auth(user()) });
};

const LISTS: List[] = [
  { name: 'clearance', who: () => card, columns: CLEARANCE_LIST_COLUMNS, json: true, call: postList('/api/clearance-requests/admin', () => card, { STATUS: '' }) },
  { name: 'ID cards', who: () => card, columns: ID_CARD_LIST_COLUMNS, json: true, call: postList('/api/admin/idcard-requests', () => card, { cardType: 1 }) },
  { name: 'deleted ID cards', who: () => card, columns: ID_CARD_LIST_COLUMNS, json: true, call: postList('/api/admin/deleted-idcard-requests', () => card, { cardType: 1 }) },
  { name: 'new intermediate students', who: () => card, columns: NEW_INTER_LIST_COLUMNS, json: true, call: postList('/api/admin/new-inter-students', () => card, { year: thisYear }) },
  { name: 'transport', who: () => transport, columns: TRANSPORT_LIST_COLUMNS, json: false, call: getList('/api/admin/get-transport-requests', () => transport) },
  { name: 'endowment', who: () => treasurer, columns: EFT_LIST_COLUMNS, json: false, call: getList('/api/eft/applications', () => treasurer) },
  { name: 'event registrations', who: () => card, columns: { sort: REGISTRATION_LIST_COLUMNS, filter: REGISTRATION_LIST_COLUMNS }, json: false, call: getList('/api/admin/event-registrations', () => card) },
  { name: 'mail outbox', who: () => card, columns: { sort: OUTBOX_LIST_COLUMNS, filter: OUTBOX_LIST_COLUMNS }, json: false, call: getList('/api/admin/mail-outbox', () => card) },
];

describe.each(LISTS)('the $name list', (list) => {
  it.each([...PROTOTYPE_NAMES, 'PASSWORD_HASH', 'NOT_A_COLUMN'])('refuses sortBy %j with 400', async (sortBy) => {
    const res = await list.call({ sortBy });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.cannotSortList);
  });

  it.each([...PROTOTYPE_NAMES, 'PASSWORD_HASH', 'NOT_A_COLUMN'])('refuses the filter %j with 400', async (key) => {
    const res = await list.call({ filters: { [key]: 'x' } });
    expect(res.statusCode).toBe(400);
    // A JSON body holding a `__proto__` key is refused earlier, by the body parser (also a 400).
    if (key !== '__proto__' || !list.json) expect(res.json().msg).toBe(MSG.cannotFilterList);
  });

  it('serves a sort by every sort column and a filter on every filter column', async () => {
    for (const sortBy of list.columns.sort) expect((await list.call({ sortBy })).statusCode, `sortBy ${sortBy}`).toBe(200);
    for (const key of list.columns.filter) expect((await list.call({ filters: { [key]: key === 'OVERDUE' ? 'yes' : 'a' } })).statusCode, `filter ${key}`).toBe(200);
  });
});
