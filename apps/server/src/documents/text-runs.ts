import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import { mapGlyphsToText } from './glyph-text.js';
import { type FontName, fontOf, isUrduFont } from './pdf-fonts.js';

/**
 * Text on the portal's PDFs, in any mix of English and Urdu. pdfkit draws a string left to right in one
 * font, so a line is prepared first: each paragraph gets the Unicode bidirectional algorithm's levels
 * (bidi-js), is wrapped by words in logical order, and each line is cut into runs of one level and one
 * font, put in visual order (the algorithm's reordering, mirrored brackets) and drawn run by run.
 * fontkit shapes each Urdu run (joined letter forms) and itself turns an Arabic-script run around;
 * a run it would turn the wrong way (Urdu digits, which read left to right) is handed to it reversed.
 */
const bidi = bidiFactory();

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Fill colour of the text (left as set on the document when not given). */
  color?: string;
}

export interface TextBox extends TextStyle {
  /** Box width: lines wrap (or, with `lineBreak: false`, the one line is cut with "…") to fit it. */
  width?: number;
  /**
   * Default 'start': left, except the lines of a right-to-left paragraph (one that begins in Urdu) that
   * wraps onto several lines, which align right so that each line starts where the reader's eye does.
   */
  align?: 'left' | 'center' | 'right' | 'start';
  /** False: one line per paragraph, cut with "…" when wider than `width`. Default true. */
  lineBreak?: boolean;
  /** At most this tall: the lines beyond are left out and the last line kept ends with "…". */
  height?: number;
  /** Extra space between lines, in points. */
  lineGap?: number;
}

/** Naskh's letters are small for their size beside Noto Sans: Urdu is set this much larger to read alike. */
const URDU_SCALE = 1.15;
/** Line pitch in ems: Latin text as pdfkit set Helvetica; Urdu's tall letters and deep tails need more. */
const LATIN_LINE = 1.16;
const URDU_LINE = 1.5;
/** The baseline this far (ems) below a line's top: Latin capitals start at the top, as they did. */
const BASELINE = 0.73;
/** Characters that steer the algorithm and draw nothing. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ELLIPSIS = '…';

interface Paragraph {
  text: string;
  levels: EmbeddingLevels;
  /** The font of each UTF-16 index (whitespace takes the preceding character's). */
  fonts: FontName[];
  rtl: boolean;
  urdu: boolean;
  style: TextStyle;
}

interface Run {
  /** What pdfkit is handed, so that what it draws reads in visual order. */
  text: string;
  font: FontName;
  width: number;
}

function paragraph(text: string, style: TextStyle, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): Paragraph {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const found: (FontName | null)[] = new Array(text.length).fill(null);
  for (let i = 0; i < text.length; ) {
    const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const f = fontOf(ch, style.bold ?? false);
    for (let k = 0; k < ch.length; k++) found[i + k] = f;
    i += ch.length;
  }
  const first = found.find((f) => f !== null) ?? (style.bold ? 'sans-bold' : 'sans');
  let prev: FontName = first;
  const fonts = found.map((f) => {
    prev = f ?? prev;
    return prev;
  });
  return { text, levels, fonts, rtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1, urdu: fonts.some(isUrduFont), style };
}

function use(doc: PDFKit.PDFDocument, font: FontName, style: TextStyle): PDFKit.PDFDocument {
  doc.font(font).fontSize(isUrduFont(font) ? style.size * URDU_SCALE : style.size);
  if (isUrduFont(font)) mapGlyphsToText(doc, fontkitReverses);
  return doc;
}

/** Width of the logical range [a, b) of a paragraph: the sum of its one-font pieces, each shaped. */
function rangeWidth(doc: PDFKit.PDFDocument, p: Paragraph, a: number, b: number): number {
  let w = 0;
  for (let s = a; s < b; ) {
    let e = s + 1;
    while (e < b && p.fonts[e] === p.fonts[s]) e++;
    w += use(doc, p.fonts[s], p.style).widthOfString(p.text.slice(s, e).replace(BIDI_CONTROLS, ''));
    s = e;
  }
  return w;
}

/** Does fontkit turn this run around? It does when the run's first character of a script is right-to-left. */
function fontkitReverses(text: string): boolean {
  for (const ch of text) {
    if (/[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u.test(ch)) continue;
    return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(ch);
  }
  return false;
}

const reversed = (s: string) => Array.from(s).reverse().join('');

/** The runs of the logical range [a, b) of a paragraph, in visual order (left to right). */
function visualRuns(doc: PDFKit.PDFDocument, p: Paragraph, a: number, b: number): Run[] {
  if (a >= b) return [];
  const order = Array.from({ length: b - a }, (_, k) => a + k);
  for (const [s, e] of bidi.getReorderSegments(p.text, p.levels, a, b - 1)) {
    const part = order.slice(s - a, e - a + 1).reverse();
    order.splice(s - a, part.length, ...part);
  }
  const mirrors = bidi.getMirroredCharactersMap(p.text, p.levels.levels, a, b - 1);
  const level = (i: number) => p.levels.levels[i];
  const space = (i: number) => /\s/.test(p.text[i]);
  // Groups of indices adjacent in logical order with one level, one font, all spaces or none.
  const groups: number[][] = [];
  for (const i of order) {
    const g = groups.at(-1);
    const last = g?.at(-1);
    if (g && last !== undefined && Math.abs(i - last) === 1 && level(i) === level(last) && p.fonts[i] === p.fonts[last] && space(i) === space(last)) g.push(i);
    else groups.push([i]);
  }
  const runs: (Run & { ltr: boolean })[] = [];
  for (const g of groups) {
    const logical = [...g]
      .sort((x, y) => x - y)
      .map((i) => mirrors.get(i) ?? p.text[i])
      .join('')
      .replace(BIDI_CONTROLS, '');
    if (!logical) continue;
    const rtl = level(g[0]) % 2 === 1;
    const turns = fontkitReverses(logical);
    const text = rtl === turns ? logical : reversed(logical);
    const font = p.fonts[g[0]];
    const ltr = !rtl && !turns;
    const prev = runs.at(-1);
    // Left-to-right runs of one font are drawn as one string (what text extraction joins best).
    if (prev?.ltr && ltr && prev.font === font) {
      prev.text += text;
      prev.width += use(doc, font, p.style).widthOfString(text);
      continue;
    }
    runs.push({ text, font, width: use(doc, font, p.style).widthOfString(text), ltr });
  }
  return runs;
}

/** Wraps a paragraph by words in logical order: the [start, end) of each line, spaces at its ends left out. */
function wrap(doc: PDFKit.PDFDocument, p: Paragraph, width: number): [number, number][] {
  const lines: [number, number][] = [];
  let line: [number, number] | null = null;
  for (const m of p.text.matchAll(/\S+/g)) {
    let ws = m.index;
    const we = ws + m[0].length;
    if (line && rangeWidth(doc, p, line[0], we) <= width) {
      line[1] = we;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than the box is broken where it must be.
    while (we - ws > 1 && rangeWidth(doc, p, ws, we) > width) {
      let cut = ws + 1;
      while (cut + 1 < we && rangeWidth(doc, p, ws, cut + 1) <= width) cut++;
      lines.push([ws, cut]);
      ws = cut;
    }
    line = [ws, we];
  }
  if (line) lines.push(line);
  return lines;
}

/** The range [a, b) as one line of at most `width`: as it is, or cut in logical order and ended with "…". */
function fitted(doc: PDFKit.PDFDocument, p: Paragraph, a: number, b: number, width: number): { p: Paragraph; a: number; b: number } {
  if (rangeWidth(doc, p, a, b) <= width) return { p, a, b };
  const direction = p.rtl ? 'rtl' : 'ltr';
  const candidate = (cut: number) => paragraph(`${p.text.slice(a, cut).trimEnd()}${ELLIPSIS}`, p.style, direction);
  let lo = a;
  let hi = b;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const c = candidate(mid);
    if (rangeWidth(doc, c, 0, c.text.length) <= width) lo = mid;
    else hi = mid - 1;
  }
  const c = candidate(lo);
  return { p: c, a: 0, b: c.text.length };
}

const lineHeight = (p: Paragraph, box: TextBox) => p.style.size * (p.urdu ? URDU_LINE : LATIN_LINE) + (box.lineGap ?? 0);

const paragraphs = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((t) => t.replace(/[\t\v\f ]+/g, ' ').trim());

interface PlacedLine {
  p: Paragraph;
  a: number;
  b: number;
  top: number;
  /** One of several lines of its paragraph. */
  wrapped: boolean;
}

/** Where each line of the text goes, and the y below the last one. */
function layout(doc: PDFKit.PDFDocument, text: string, y: number, box: TextBox): { lines: PlacedLine[]; bottom: number } {
  const lines: PlacedLine[] = [];
  let top = y;
  const limit = box.height === undefined ? Number.POSITIVE_INFINITY : y + box.height;
  // One line asked for: the paragraphs of a value (an address typed on several lines) run on, side by side.
  const oneLine = box.width !== undefined && box.lineBreak === false;
  for (const para of oneLine ? [paragraphs(text).join(' ').trim()] : paragraphs(text)) {
    const p = paragraph(para, box);
    const lh = lineHeight(p, box);
    const room = Math.floor((limit - top) / lh + 1e-6);
    if (room < 1 && lines.length > 0) break;
    if (box.width === undefined || box.lineBreak === false) {
      const line = box.width === undefined ? { p, a: 0, b: para.length } : fitted(doc, p, 0, para.length, box.width);
      lines.push({ ...line, top, wrapped: false });
      top += lh;
      continue;
    }
    const ranges = wrap(doc, p, box.width);
    const keep = Math.max(1, Math.min(ranges.length, room));
    for (const [k, [a, b]] of ranges.slice(0, keep).entries()) {
      const last = k === keep - 1 && keep < ranges.length;
      lines.push({ ...(last ? fitted(doc, p, a, para.trimEnd().length, box.width) : { p, a, b }), top, wrapped: ranges.length > 1 });
      if (last) lines.at(-1)!.b = lines.at(-1)!.p.text.length;
      top += lh;
    }
    if (ranges.length === 0) top += lh;
  }
  return { lines, bottom: top };
}

/**
 * Writes text in a box whose top-left corner is (x, y): English, Urdu or both, wrapped, aligned and cut
 * as asked. Returns the y below the text (and leaves the document's x and y there).
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, box: TextBox): number {
  const { lines, bottom } = layout(doc, text, y, box);
  if (box.color) doc.fillColor(box.color);
  for (const { p, a, b, top, wrapped } of lines) {
    const runs = visualRuns(doc, p, a, b);
    const total = runs.reduce((s, r) => s + r.width, 0);
    let cx = x;
    const align = box.align === undefined || box.align === 'start' ? (p.rtl && wrapped ? 'right' : 'left') : box.align;
    if (box.width !== undefined && align === 'center') cx += (box.width - total) / 2;
    if (box.width !== undefined && align === 'right') cx += box.width - total;
    const baseline = top + BASELINE * box.size;
    for (const r of runs) {
      use(doc, r.font, p.style).text(r.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cx += r.width;
    }
  }
  doc.x = x;
  doc.y = bottom;
  return bottom;
}

/** The height `writeText` would take for this text in this box. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, box: TextBox): number {
  return layout(doc, text, 0, box).bottom;
}

/** The width of the text on one line (its widest paragraph). */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return Math.max(0, ...paragraphs(text).map((t) => rangeWidth(doc, paragraph(t, style), 0, t.length)));
}
