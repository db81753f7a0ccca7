import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { NewInterStudent } from '@portal/domain';
import { buildNewInterXlsx } from './id-card-new-inter-xlsx.js';

/** Text a student typed cannot become a formula in the exported workbook (OWASP CSV injection). */
describe('buildNewInterXlsx', () => {
  it('neutralises cells that start like a formula and keeps the others as typed', async () => {
    const row = {
      F_NO: '101',
      ROLNO: '2026-GCU-0001',
      NM: '=HYPERLINK("http://evil.example","Click")',
      F_NM: '@SUM(1+1)',
      CLASS: '+cmd|x',
      MAJOR: 'Pre-Engineering',
      SES_STAT: '-2+3',
      PH1: '+923001234567',
      ADD1: '\t=1',
    } as unknown as NewInterStudent;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await buildNewInterXlsx(2026, [row])) as unknown as ArrayBuffer);
    const cells = (wb.worksheets[0].getRow(2).values as unknown[]).slice(1);
    expect(cells).toEqual(['101', '2026-GCU-0001', '\'=HYPERLINK("http://evil.example","Click")', "'@SUM(1+1)", "'+cmd|x", 'Pre-Engineering', "'-2+3", '+923001234567', "'\t=1"]);
    for (const c of cells) expect(typeof c).toBe('string');
  });
});
