import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, STORAGE_KEYS } from '@portal/domain';
import { endSession } from './logout';
import { clearSessionStorage, pagingStorage, tokenStorage } from './storage';

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it("logout clears the token, page size and every list's page number, and nothing else", () => {
    tokenStorage.set('t.o.k');
    pagingStorage.setPageSize(50);
    pagingStorage.setPageNumber('/students-id-cards', 3);
    pagingStorage.setPageNumber('/transport-admin', 2);
    localStorage.setItem('unrelated', 'kept');
    endSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pageSize)).toBeNull();
    expect(pagingStorage.getPageNumber('/students-id-cards')).toBe(1);
    expect(pagingStorage.getPageNumber('/transport-admin')).toBe(1);
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
  });

  it("keeps each list's page number apart", () => {
    pagingStorage.setPageNumber('/students-id-cards', 7);
    expect(pagingStorage.getPageNumber('/students-id-cards')).toBe(7);
    expect(pagingStorage.getPageNumber('/students-duplicate-id-cards')).toBe(1);
  });

  it('tells subscribers when the token changes', () => {
    const listener = vi.fn();
    const off = tokenStorage.subscribe(listener);
    tokenStorage.set('a.b.c');
    clearSessionStorage();
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    tokenStorage.set('x.y.z');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('falls back to the defaults for missing or invalid paging values', () => {
    expect(pagingStorage.getPageSize()).toBe(DEFAULT_PAGE_SIZE);
    expect(pagingStorage.getPageNumber('/a-list')).toBe(1);
    localStorage.setItem(STORAGE_KEYS.pageSize, '33');
    localStorage.setItem(`${STORAGE_KEYS.pageNumber}:/a-list`, '-2');
    expect(pagingStorage.getPageSize()).toBe(DEFAULT_PAGE_SIZE);
    expect(pagingStorage.getPageNumber('/a-list')).toBe(1);
    pagingStorage.setPageSize(100);
    expect(pagingStorage.getPageSize()).toBe(100);
  });
});
