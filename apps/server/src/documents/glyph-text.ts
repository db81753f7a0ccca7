import type { Glyph } from 'fontkit';

/**
 * What each drawn glyph stands for, so that text extraction (copy, search, a bank's reader) gets the
 * letters back. pdfkit maps a glyph to the characters fontkit first created it for, one mapping per
 * glyph; Noto Naskh Arabic draws many Urdu letters as a shared body plus dots (ک and گ share a body,
 * ن is ں with a dot), so the second letter would come back as the first. Here each (glyph, letters)
 * pair gets its own character id in the embedded subset, with its own entry in the font's ToUnicode map.
 */

/** The parts of pdfkit's embedded font this relies on (pdfkit 0.20, `EmbeddedFont`). */
interface EmbeddedFont {
  scale: number;
  unicode: number[][];
  widths: number[];
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
}

const MAPPED = Symbol('glyph-text');

/** Characters: each non-combining character with the combining marks after it. */
const clusters = (text: string) => text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];

/**
 * The text each glyph of a run stands for, the glyphs in the order fontkit gave them. `reversedByShaper`:
 * fontkit turned the run around (right-to-left script), so the glyphs are matched to the text from its end.
 * A glyph of no width (a dot, a vowel mark) stands for nothing: its letter's body carries the letter.
 */
function glyphTexts(text: string, glyphs: Glyph[], reversedByShaper: boolean): string[] {
  const order = glyphs.map((_, i) => i);
  if (reversedByShaper) order.reverse();
  const parts = clusters(text);
  const out: string[] = new Array(glyphs.length).fill('');
  const bodies = order.filter((i) => glyphs[i].advanceWidth > 0);
  let next = 0;
  bodies.forEach((i, k) => {
    // A ligature stands for as many characters as it was made of; the last body takes what is left.
    const take = k === bodies.length - 1 ? parts.length - next : Math.max(1, glyphs[i].codePoints.length);
    out[i] = parts.slice(next, next + take).join('');
    next += take;
  });
  if (bodies.length === 0 && glyphs.length > 0) out[order[0]] = text;
  return out;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/**
 * Makes the document's current font (an embedded one) map each glyph to the text it was drawn for.
 * `reverses(text)` tells whether fontkit turns that run around. Idempotent per font.
 */
export function mapGlyphsToText(doc: PDFKit.PDFDocument, reverses: (text: string) => boolean): void {
  const font = (doc as unknown as { _font: EmbeddedFont & { [MAPPED]?: true } })._font;
  if (font[MAPPED]) return;
  // Another pdfkit than the one this was written for keeps its own mapping (the Urdu tests then say so).
  if (!Array.isArray(font.unicode) || !Array.isArray(font.widths) || !Array.isArray(font.subset?.glyphs) || typeof font.layout !== 'function') return;
  font[MAPPED] = true;
  const ids = new Map<string, number>();
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const texts = glyphTexts(text, glyphs, reverses(text));
    const encoded = glyphs.map((glyph, i) => {
      const key = `${glyph.id}\u0000${texts[i]}`;
      let cid = ids.get(key);
      if (cid === undefined) {
        if (font.subset.mapping[glyph.id] === undefined) cid = font.subset.includeGlyph(glyph.id);
        else {
          font.subset.glyphs.push(glyph.id);
          cid = font.subset.glyphs.length - 1;
        }
        ids.set(key, cid);
        font.unicode[cid] = Array.from(texts[i], (ch) => ch.codePointAt(0) ?? 0);
        font.widths[cid] = glyph.advanceWidth * font.scale;
      }
      return hex4(cid);
    });
    return [encoded, positions];
  };
}
