import ExcelJS from 'exceljs';
import { BANK_PAYMENT_COLUMNS, type BankPaymentRow, spreadsheetValue } from '@portal/domain';

/** The settlement view's payments as an .xlsx workbook: one sheet, a frozen header row, text cells neutralised. */
export async function buildBankPaymentsXlsx(rows: readonly BankPaymentRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Student Services Portal';
  wb.created = new Date();
  const ws = wb.addWorksheet('Bank payments', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = BANK_PAYMENT_COLUMNS.map((c) => ({ header: c.title, width: Math.max(12, c.title.length + 2) }));
  ws.getRow(1).font = { bold: true };
  for (const [i, r] of rows.entries()) ws.addRow(BANK_PAYMENT_COLUMNS.map((c) => spreadsheetValue(c.value(r, i))));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: BANK_PAYMENT_COLUMNS.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
