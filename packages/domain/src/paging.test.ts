import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { listParams, listQuery } from './paging.js';

const COLUMNS = { sort: ['NAME', 'DATE'], filter: ['NAME', 'CLASS', 'OVERDUE'] } as const;
const body = listParams(COLUMNS);
const query = listQuery(COLUMNS, {});
const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

/** Names that exist on every object's prototype, or are the prototype: never a column. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', 'prototype'];

describe('list parameters: sort and filter only on the list’s own columns', () => {
  it('reads paging, sort and filters on its columns', () => {
    expect(body.parse({ page: 2, pageSize: 20, sortBy: 'DATE', sortDir: 'asc', filters: { NAME: 'ali', OVERDUE: 'yes' }, exportAll: true })).toEqual({
      page: 2,
      pageSize: 20,
      sortBy: 'DATE',
      sortDir: 'asc',
      filters: { NAME: 'ali', OVERDUE: 'yes' },
      exportAll: true,
    });
    expect(body.parse({})).toEqual({ pageSize: 10 });
  });

  it.each([...PROTOTYPE_NAMES, 'CLASS', 'PASSWORD', ''])('refuses sortBy %j', (sortBy) => {
    expect(firstMessage(body.safeParse({ sortBy }))).toBe(MSG.cannotSortList);
    expect(firstMessage(query.safeParse({ sortBy }))).toBe(MSG.cannotSortList);
  });

  it.each([...PROTOTYPE_NAMES, 'DATE', 'PASSWORD'])('refuses the filter key %j, in a body and in a query string', (key) => {
    expect(firstMessage(body.safeParse({ filters: JSON.parse(`{${JSON.stringify(key)}: "x"}`) }))).toBe(MSG.cannotFilterList);
    expect(firstMessage(query.safeParse({ [`filters[${key}]`]: 'x' }))).toBe(MSG.cannotFilterList);
    expect(firstMessage(query.safeParse({ filters: JSON.stringify({ NAME: 'a', [key]: 'x' }) }))).toBe(MSG.cannotFilterList);
  });

  it('leaves no key on a prototype while gathering query filters', () => {
    const parsed = query.parse({ 'filters[NAME]': 'ali', page: '2', exportAll: 'false' });
    expect(parsed).toEqual({ filters: { NAME: 'ali' }, page: 2, pageSize: 10, exportAll: false });
    expect(Object.getPrototypeOf(parsed.filters)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).NAME).toBeUndefined();
  });

  it('reads page and page size strictly', () => {
    for (const page of ['0', '01', '1e1', ' 2', true, [2], 1.5]) expect(firstMessage(body.safeParse({ page })), JSON.stringify(page)).toBe(MSG.badNumber);
    for (const pageSize of [7, '010', true]) expect(body.safeParse({ pageSize }).success, JSON.stringify(pageSize)).toBe(false);
    expect(query.parse({ page: '3', pageSize: '50' })).toMatchObject({ page: 3, pageSize: 50 });
  });

  it('reads exportAll as a flag: the text "false" is false', () => {
    expect(query.parse({ exportAll: 'false' }).exportAll).toBe(false);
    expect(firstMessage(query.safeParse({ exportAll: 'no' }))).toBe(MSG.badFlag);
  });

  it('a list without sort columns refuses every sortBy', () => {
    expect(firstMessage(listParams({ sort: [], filter: ['F_NO'] }).safeParse({ sortBy: 'F_NO' }))).toBe(MSG.cannotSortList);
  });
});
