import PDFDocument from 'pdfkit';
import { defaultFont, registerDocumentFonts } from './pdf-fonts.js';

/**
 * Collects a pdfkit document into a Buffer; `draw` fills it. Every document starts in the portal's
 * embedded Latin font (never a standard PDF font) with the Urdu font registered beside it; text is
 * written with `writeText` (text-runs.ts), which picks the font of each run.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  // pdfkit takes the font's bytes as well as a path (its types name only the path).
  const doc = new PDFDocument({ ...options, font: defaultFont() as unknown as string });
  registerDocumentFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
