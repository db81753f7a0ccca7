import { useCallback, useState } from 'react';
import { pagingStorage } from '../../lib/storage';

/**
 * Page number and page size, remembered in local storage and cleared on logout. The page size is
 * one choice for every list; the page number is each list's own (`list`: the screen's path), so opening
 * another list starts at its own last page, not at the page reached in the one before.
 */
export function usePersistedPaging(list: string) {
  const [paging, setPaging] = useState(() => ({ list, page: pagingStorage.getPageNumber(list) }));
  const [pageSize, setPageSizeState] = useState(() => pagingStorage.getPageSize());
  // Another list shown by the same component (a path parameter changed): its own remembered page.
  const current = paging.list === list ? paging : { list, page: pagingStorage.getPageNumber(list) };
  if (current !== paging) setPaging(current);
  const setPage = useCallback(
    (p: number) => {
      pagingStorage.setPageNumber(list, p);
      setPaging({ list, page: p });
    },
    [list],
  );
  const setPageSize = useCallback(
    (n: number) => {
      pagingStorage.setPageSize(n);
      pagingStorage.setPageNumber(list, 1);
      setPageSizeState(n);
      setPaging({ list, page: 1 });
    },
    [list],
  );
  return { page: current.page, pageSize, setPage, setPageSize };
}
