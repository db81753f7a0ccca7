/**
 * CSV and .xlsx exports of the paged lists. The cell rules (quoting, the formula neutralisation, text a
 * spreadsheet would turn into a number or date kept as text) and the workbook are the domain's
 * `spreadsheet.ts` and `xlsx.ts`, shared with every server-side export.
 */
export { buildCsv, csvCell, type CsvColumn } from '@portal/domain';

/** The workbook writer, loaded when an .xlsx is asked for: it stays out of every screen's first load. */
export const loadXlsxWriter = () => import('@portal/domain/xlsx').then((m) => m.buildXlsx);

/** A Blob of a CSV export (`buildCsv` starts it with the byte-order mark that makes Excel read UTF-8). */
export const csvBlob = (csv: string) => new Blob([csv], { type: 'text/csv;charset=utf-8' });

/** A Blob of an .xlsx export. */
export const xlsxBlob = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** The .xlsx beside a CSV: the same name, `.xlsx` for `.csv` (`Triplicate Student Cards .csv` → `Triplicate Student Cards .xlsx`). */
export const xlsxFileName = (csvFileName: string) => `${csvFileName.replace(/\.csv$/i, '')}.xlsx`;
