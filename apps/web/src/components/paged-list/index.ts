export { PagedList } from './paged-list';
export type { PagedListColumn, PagedListProps } from './types';
