export { PagedList } from './paged-list';
export type { PagedListColumn, PagedListProps } from './types';
export { buildCsv, csvCell, csvBlob, type CsvColumn } from './build-csv';
