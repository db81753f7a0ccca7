import { type CsvColumn, spreadsheetValue } from './spreadsheet.js';

/**
 * An export as an Excel workbook (.xlsx) with typed cells, beside its CSV: text is text (identifiers keep
 * their zeros, `2/6` stays a fraction), numbers are numbers, dates are dates. Small and dependency-free so
 * the browser builds it as well as the server: one sheet of inline strings, in a zip of stored parts.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// What XML 1.0 can hold: tab, line ends and the printable planes (no other control character, lone surrogate or U+FFFE/F).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapeXml = (s: string) => s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// Styles: 0 plain, 1 bold (the header), 2 date and time.
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="3"><xf/><xf fontId="1" applyFont="1"/><xf numFmtId="22" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** Excel's day number of a date (days since 30 December 1899, the time of day as the fraction). */
const excelDay = (d: Date) => d.getTime() / 86_400_000 + 25_569;

function cellXml(ref: string, value: unknown, header: boolean): string {
  const v = header ? String(value ?? '') : spreadsheetValue(value);
  if (v === null || v === '') return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : '';
  if (typeof v === 'boolean') return `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : `<c r="${ref}" s="2"><v>${excelDay(v)}</v></c>`;
  return `<c r="${ref}" t="inlineStr"${header ? ' s="1"' : ''}><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`;
}

function sheetXml<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const last = columnName(Math.max(columns.length - 1, 0));
  const line = (n: number, cells: string[]) => `<row r="${n}">${cells.join('')}</row>`;
  const out = [
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`,
    line(
      1,
      columns.map((c, i) => cellXml(`${columnName(i)}1`, c.title, true)),
    ),
  ];
  for (const [r, row] of rows.entries()) out.push(line(r + 2, columns.map((c, i) => cellXml(`${columnName(i)}${r + 2}`, c.value(row, r), false))));
  out.push(`</sheetData><autoFilter ref="A1:${last}${rows.length + 1}"/></worksheet>`);
  return out.join('');
}

/** The parts of a one-sheet workbook. */
function workbookParts(sheetName: string, sheet: string): [string, string][] {
  const name = escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    ['_rels/.rels', `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${name.replace(/'/g, "''")}'!$A$1</definedName></definedNames></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of stored (uncompressed) files, names in UTF-8. */
function storedZip(files: [string, Uint8Array][]): Uint8Array {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [fileName, data] of files) {
    const name = enc.encode(fileName);
    const crc = crc32(data);
    // Version 2.0, UTF-8 names, stored, 1 January 1980.
    const fields = (h: DataView, at: number) => {
      h.setUint16(at, 20, true);
      h.setUint16(at + 2, 0x0800, true);
      h.setUint16(at + 4, 0, true);
      h.setUint16(at + 6, 0, true);
      h.setUint16(at + 8, 0x21, true);
      h.setUint32(at + 10, crc, true);
      h.setUint32(at + 14, data.length, true);
      h.setUint32(at + 18, data.length, true);
      h.setUint16(at + 22, name.length, true);
    };
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    fields(lv, 4);
    local.set(name, 30);
    const record = new Uint8Array(46 + name.length);
    const cv = new DataView(record.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    fields(cv, 6);
    cv.setUint32(42, offset, true);
    record.set(name, 46);
    chunks.push(local, data);
    central.push(record);
    offset += local.length + data.length;
  }
  const directoryLength = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, files.length, true);
  ev.setUint16(10, files.length, true);
  ev.setUint32(12, directoryLength, true);
  ev.setUint32(16, offset, true);
  const all = [...chunks, ...central, end];
  const out = new Uint8Array(all.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of all) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}


/** The export as an .xlsx: the header row bold and frozen with a filter, then one typed row per row. */
export function buildXlsx<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], sheetName = 'Export'): Uint8Array {
  const enc = new TextEncoder();
  return storedZip(workbookParts(sheetName, sheetXml(columns, rows)).map(([name, text]) => [name, enc.encode(text)]));
}
