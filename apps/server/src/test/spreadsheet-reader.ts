import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Exports read as a person's spreadsheet reads them: LibreOffice Calc opens every file in one run (CSV as
 * comma-separated UTF-8, the way Calc opens a file with a byte-order mark; .xlsx as a workbook) and saves
 * each as CSV again. A cell it took as text comes back quoted, a number or date it computed comes back bare.
 */

/** One cell as the spreadsheet holds it: its shown text, and whether it is text (not a number or date). */
export interface ReadCell {
  text: string;
  isText: boolean;
}

/** soffice on PATH, or null. */
export function findSoffice(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, 'soffice');
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

/** Splits the CSV LibreOffice writes (every text cell quoted) into rows of cells. */
function parseQuotedCsv(text: string): ReadCell[][] {
  const rows: ReadCell[][] = [];
  let row: ReadCell[] = [];
  let i = 0;
  const body = text.replace(/^\uFEFF/, '');
  while (i < body.length) {
    let cell: ReadCell;
    if (body[i] === '"') {
      let s = '';
      i++;
      for (;;) {
        if (body[i] === '"' && body[i + 1] === '"') {
          s += '"';
          i += 2;
        } else if (body[i] === '"') {
          i++;
          break;
        } else s += body[i++];
      }
      cell = { text: s, isText: true };
    } else {
      let s = '';
      while (i < body.length && body[i] !== ',' && body[i] !== '\n' && body[i] !== '\r') s += body[i++];
      cell = { text: s, isText: false };
    }
    row.push(cell);
    if (body[i] === ',') i++;
    else {
      if (body[i] === '\r') i++;
      if (body[i] === '\n') i++;
      rows.push(row);
      row = [];
    }
  }
  if (row.length) rows.push(row);
  return rows;
}

/** Opens every file (name → bytes; `.csv` or `.xlsx`) in one LibreOffice run; each file's rows of cells. */
export function readWithSpreadsheet(soffice: string, files: Record<string, Buffer | string>): Record<string, ReadCell[][]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spreadsheet-read-'));
  try {
    const inputs = Object.entries(files).map(([name, bytes]) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, bytes);
      return file;
    });
    const out = path.join(dir, 'out');
    execFileSync(
      soffice,
      [
        // A profile of its own: another LibreOffice running on the machine does not take the run over.
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        // Comma, double quote, UTF-8, from line 1: what Calc uses for a CSV that starts with a byte-order mark.
        '--infilter=CSV:44,34,76,1',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1',
        '--outdir',
        out,
        ...inputs,
      ],
      { stdio: 'pipe', timeout: 60_000 },
    );
    const read: Record<string, ReadCell[][]> = {};
    for (const name of Object.keys(files)) {
      const csv = path.join(out, name.replace(/\.[^.]+$/, '.csv'));
      read[name] = parseQuotedCsv(fs.readFileSync(csv, 'utf8'));
    }
    return read;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
