import zlib from 'node:zlib';
import { type ZipFileFields, zipCentralRecord, zipEndOfDirectory, zipLocalHeader } from '../lib/zip-archive.js';

/**
 * Workbooks built byte by byte for the statement reader's tests: any number of rows without building
 * them in memory cell by cell, and archives whose directory says what the test wants it to say.
 */
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

const FIXED_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Statement" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (i: number) => String.fromCharCode(65 + i);

/** One row of inline-string and number cells (without `n`, unnumbered: the rows of a file made to compress). */
export function rowXml(n: number | null, cells: readonly (string | number)[]): string {
  const ref = (i: number) => (n == null ? '' : ` r="${column(i)}${n}"`);
  const cs = cells.map((v, i) => (typeof v === 'number' ? `<c${ref(i)}><v>${v}</v></c>` : `<c${ref(i)} t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`));
  return `<row${n == null ? '' : ` r="${n}"`}>${cs.join('')}</row>`;
}

/** A sheet of the header and `count` identical unnumbered rows: a million of them deflate to a few kilobytes. */
export function repeatedSheetXml(header: readonly string[], count: number, cells: readonly (string | number)[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rowXml(1, header)}${rowXml(null, cells).repeat(count)}</sheetData></worksheet>`;
}

/** A sheet: the header row, then `count` rows made by `line(n)` (n from 2), written as one text. */
export function sheetXml(header: readonly string[], count: number, line: (n: number) => readonly (string | number)[]): string {
  const parts = [`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`, rowXml(1, header)];
  for (let n = 2; n < count + 2; n++) parts.push(rowXml(n, line(n)));
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

/**
 * An .xlsx archive of the fixed parts and `sheet` (deflated). `declare` may change the uncompressed size
 * its directory and local header give for a part (an archive that lies about what it unpacks to).
 */
export function xlsxOf(sheet: string, declare: (name: string, size: number) => number = (_, size) => size): Buffer {
  const files: [string, Buffer][] = [...Object.entries(FIXED_PARTS).map(([k, v]): [string, Buffer] => [k, Buffer.from(v)]), ['xl/worksheets/sheet1.xml', Buffer.from(sheet)]];
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of files) {
    const data = zlib.deflateRawSync(raw, { level: 9 });
    const fields: ZipFileFields = {
      name: Buffer.from(name),
      version: 20,
      flags: 0,
      method: 8,
      dosTime: 0,
      crc32: zlib.crc32(raw),
      compressedSize: data.length,
      uncompressedSize: declare(name, raw.length),
    };
    locals.push(zipLocalHeader(fields), data);
    central.push(zipCentralRecord(fields, offset));
    offset += 30 + fields.name.length + data.length;
  }
  const directory = Buffer.concat(central);
  return Buffer.concat([...locals, directory, zipEndOfDirectory(files.length, directory.length, offset)]);
}
