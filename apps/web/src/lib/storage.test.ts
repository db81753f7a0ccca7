import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, STORAGE_KEYS } from '@portal/domain';
import { endSession } from './logout';
import { clearSessionStorage, pagingStorage, tokenStorage } from './storage';

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('logout clears the token, page size and page number, and nothing else', () => {
    tokenStorage.set('t.o.k');
    pagingStorage.setPageSize(50);
    pagingStorage.setPageNumber(3);
    localStorage.setItem('unrelated', 'kept');
    endSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pageSize)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pageNumber)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
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
    expect(pagingStorage.getPageNumber()).toBe(1);
    localStorage.setItem(STORAGE_KEYS.pageSize, '33');
    localStorage.setItem(STORAGE_KEYS.pageNumber, '-2');
    expect(pagingStorage.getPageSize()).toBe(DEFAULT_PAGE_SIZE);
    expect(pagingStorage.getPageNumber()).toBe(1);
    pagingStorage.setPageSize(100);
    expect(pagingStorage.getPageSize()).toBe(100);
  });
});
