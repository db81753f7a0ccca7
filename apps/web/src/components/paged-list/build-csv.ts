/**
 * CSV export of the paged lists. The cell rules (quoting and the OWASP formula neutralisation) are the
 * domain's `spreadsheet.ts`, shared with every server-side export.
 */
export { buildCsv, csvCell, type CsvColumn } from '@portal/domain';

/** A Blob Excel opens as UTF-8 (byte-order mark first). */
export const csvBlob = (csv: string) => new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
