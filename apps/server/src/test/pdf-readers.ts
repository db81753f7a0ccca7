import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs a poppler tool (pdftotext, pdffonts) on a PDF and gives back what it printed. */
function poppler(tool: string, pdf: Buffer, args: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-read-'));
  try {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]).toString('utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text pdftotext reads, as it prints it (with the direction marks it puts around right-to-left parts). */
export const pdftotext = (pdf: Buffer) => poppler('pdftotext', pdf);

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** Every font pdffonts lists: its name, type and whether it is embedded. */
export function pdffonts(pdf: Buffer): PdfFont[] {
  const lines = poppler('pdffonts', pdf).trimEnd().split('\n').slice(2);
  return lines.map((line) => {
    // name, type (may hold spaces), encoding, emb, sub, uni, object, generation
    const cols = line.trim().split(/\s+/);
    const [emb] = cols.slice(-5);
    return { name: cols[0], type: cols.slice(1, -6).join(' '), embedded: emb === 'yes' };
  });
}

const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

/** pdftotext's output as a plain string: its direction marks dropped, whitespace normalised. */
export const plain = (text: string) => squeeze(text.replace(MARKS, ''));

/** The lines of pdftotext's output that hold this text. */
export const linesWith = (text: string, needle: string) => text.split('\n').filter((l) => plain(l).includes(needle));

const RLE = '\u202b';

/**
 * One line of pdftotext's output that holds an Urdu paragraph, read the way its reader reads it: right
 * to left. pdftotext prints a line of an English page in its visual order, left to right, each stretch of
 * Arabic letters inside right-to-left marks with its letters already in reading order, numbers and
 * punctuation between them as they stand on the page. Reading right to left takes those stretches last
 * first, and within a stretch of numbers and punctuation its items last first (a number stays a number).
 * An English label before the paragraph (left of it on the page) is left out.
 */
export function readRightToLeft(line: string): string {
  const firstRtl = line.indexOf(RLE);
  const head = firstRtl < 0 ? line : line.slice(0, firstRtl);
  const latin = [...head.matchAll(/[A-Za-z]/g)].at(-1);
  const rest = latin?.index === undefined ? line : line.slice(latin.index + 1);
  const stretches: string[] = [];
  for (const m of rest.matchAll(/\u202b([^\u202c]*)\u202c|([^\u202b]+)/g)) {
    if (m[1] !== undefined) stretches.push(m[1]);
    else stretches.push([...(m[2] ?? '').replace(MARKS, '').matchAll(/\p{N}+|[A-Za-z]+|./gu)].map((t) => t[0]).reverse().join(''));
  }
  return squeeze(stretches.reverse().join(''));
}
