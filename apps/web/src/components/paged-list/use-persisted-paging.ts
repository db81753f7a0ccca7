import { useCallback, useState } from 'react';
import { pagingStorage } from '../../lib/storage';

/** Page number and page size, remembered in local storage (spec 000 §9) and cleared on logout. */
export function usePersistedPaging() {
  const [page, setPageState] = useState(() => pagingStorage.getPageNumber());
  const [pageSize, setPageSizeState] = useState(() => pagingStorage.getPageSize());
  const setPage = useCallback((p: number) => {
    pagingStorage.setPageNumber(p);
    setPageState(p);
  }, []);
  const setPageSize = useCallback((n: number) => {
    pagingStorage.setPageSize(n);
    pagingStorage.setPageNumber(1);
    setPageSizeState(n);
    setPageState(1);
  }, []);
  return { page, pageSize, setPage, setPageSize };
}
