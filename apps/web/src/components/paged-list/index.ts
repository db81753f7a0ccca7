export { PagedList } from './paged-list';
export type { PagedListColumn } from './types';
