import ExcelJS from 'exceljs';
import { NEW_INTER_EXCEL_COLUMNS, neutraliseCell, type NewInterStudent } from '@portal/domain';

/** The new intermediate students of a year as a real .xlsx workbook (one sheet, a header row, frozen); text cells neutralised (OWASP). */
export async function buildNewInterXlsx(year: number, rows: NewInterStudent[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Student Services Portal';
  wb.created = new Date();
  const ws = wb.addWorksheet(`New Inter ${year}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = NEW_INTER_EXCEL_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(NEW_INTER_EXCEL_COLUMNS.map((c) => [c.key, neutraliseCell(String(r[c.key] ?? ''))])));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: NEW_INTER_EXCEL_COLUMNS.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
