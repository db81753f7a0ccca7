import fs from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * The fonts every PDF of the portal draws with, all embedded (no standard PDF font, which a viewer
 * substitutes and a print shop or an archive check refuses): Noto Sans for Latin text, and Noto Naskh
 * Arabic for Urdu. Each comes as the WOFF files of its Fontsource package, split by script; a
 * character goes to the first file that has a glyph for it.
 */
export type FontName = 'sans' | 'sans-bold' | 'sans-ext' | 'sans-ext-bold' | 'urdu' | 'urdu-bold';

const resolve = createRequire(import.meta.url).resolve;
const FILES: Record<FontName, string> = {
  sans: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'sans-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'sans-ext': '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  'sans-ext-bold': '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  urdu: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
  'urdu-bold': '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
};


interface LoadedFont {
  bytes: Buffer;
  font: Font;
}
let loaded: Record<FontName, LoadedFont> | null = null;

/**
 * A WOFF file as the TrueType font it wraps. fontkit reads WOFF, but inflates a table again each time it
 * reads from it (every glyph, when a subset is embedded): seconds a document. Unwrapped once, it is plain.
 */
function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, packed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + packed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: packed < length ? inflateSync(raw) : raw };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  woff.copy(head, 0, 4, 8); // the wrapped font's version (flavor)
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The font files, read once per process. */
function fonts(): Record<FontName, LoadedFont> {
  if (!loaded) {
    const entries = (Object.keys(FILES) as FontName[]).map((name) => {
      const bytes = woffToTtf(fs.readFileSync(resolve(FILES[name])));
      return [name, { bytes, font: create(bytes) as Font }] as const;
    });
    loaded = Object.fromEntries(entries) as Record<FontName, LoadedFont>;
  }
  return loaded;
}

/** The document's default font (pdfkit's `font` option, so that Helvetica is never loaded). */
export const defaultFont = (): Buffer => fonts().sans.bytes;

/** Registers every font on a document (once per document, before any text). */
export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, f] of Object.entries(fonts())) doc.registerFont(name, f.bytes);
}

/** Arabic-script characters (letters, Urdu's digits, the Arabic comma, presentation forms, joiners). */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c\u200d]/;

/** The font of one character (a code point as a string); null for whitespace, which takes its neighbour's. */
export function fontOf(ch: string, bold: boolean): FontName | null {
  if (/\s/.test(ch)) return null;
  const cp = ch.codePointAt(0) ?? 0;
  const f = fonts();
  const urdu: FontName = bold ? 'urdu-bold' : 'urdu';
  const sans: FontName = bold ? 'sans-bold' : 'sans';
  const ext: FontName = bold ? 'sans-ext-bold' : 'sans-ext';
  if (ARABIC_SCRIPT.test(ch) && f[urdu].font.hasGlyphForCodePoint(cp)) return urdu;
  if (f[sans].font.hasGlyphForCodePoint(cp)) return sans;
  if (f[ext].font.hasGlyphForCodePoint(cp)) return ext;
  if (f[urdu].font.hasGlyphForCodePoint(cp)) return urdu;
  return sans;
}

export const isUrduFont = (name: FontName) => name === 'urdu' || name === 'urdu-bold';
