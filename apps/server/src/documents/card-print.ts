import type { PrintLayout } from '@portal/domain';
import { CR80, drawCardBack, drawCardFront, MM, type PrintableCard } from './card-layout.js';
import { renderPdf } from './pdf-document.js';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** Cards on an A4 sheet: two across, five down, edge to edge (one guillotine cut between neighbours). */
export const A4_GRID = { columns: 2, rows: 5 } as const;
export const CARDS_PER_SHEET = A4_GRID.columns * A4_GRID.rows;
/** Crop marks: from this far outside the cards' block, this long. */
const MARK_GAP = 2 * MM;
const MARK_LENGTH = 6 * MM;

/**
 * The print file of a batch. `cr80`: each card on two CR80 pages (front, back) for a card printer that
 * prints both sides. `a4`: sheets of ten fronts, each followed by the sheet of their backs, with crop
 * marks; the backs' columns are mirrored so a sheet printed on both sides (flipped on its long edge) puts
 * each back behind its front.
 */
export function buildCardPrintPdf(cards: readonly PrintableCard[], layout: PrintLayout, title: string): Promise<Buffer> {
  const size: [number, number] = layout === 'cr80' ? [CR80.width, CR80.height] : [A4.width, A4.height];
  return renderPdf({ size, margin: 0, autoFirstPage: false, info: { Title: title } }, (doc) => {
    if (layout === 'cr80') {
      for (const card of cards) {
        doc.addPage({ size, margin: 0 });
        drawCardFront(doc, card, 0, 0);
        doc.addPage({ size, margin: 0 });
        drawCardBack(doc, card, 0, 0);
      }
      return;
    }
    for (let start = 0; start < cards.length; start += CARDS_PER_SHEET) {
      const sheet = cards.slice(start, start + CARDS_PER_SHEET);
      doc.addPage({ size, margin: 0 });
      sheet.forEach((card, i) => {
        const { x, y } = slot(i, false);
        drawCardFront(doc, card, x, y);
      });
      cropMarks(doc);
      doc.addPage({ size, margin: 0 });
      sheet.forEach((card, i) => {
        const { x, y } = slot(i, true);
        drawCardBack(doc, card, x, y);
      });
      cropMarks(doc);
    }
  });
}

const blockWidth = A4_GRID.columns * CR80.width;
const blockHeight = A4_GRID.rows * CR80.height;
const left = (A4.width - blockWidth) / 2;
const top = (A4.height - blockHeight) / 2;

/** Where the i-th card of a sheet goes (row by row); a back sheet mirrors the columns. */
export function slot(i: number, back: boolean): { x: number; y: number } {
  const row = Math.floor(i / A4_GRID.columns);
  const col = i % A4_GRID.columns;
  const c = back ? A4_GRID.columns - 1 - col : col;
  return { x: left + c * CR80.width, y: top + row * CR80.height };
}

/** Marks in the margins on every cutting line of the block (cards' edges), never over a card. */
function cropMarks(doc: PDFKit.PDFDocument) {
  doc.save().lineWidth(0.4).strokeColor('#000000');
  for (let c = 0; c <= A4_GRID.columns; c++) {
    const x = left + c * CR80.width;
    doc.moveTo(x, top - MARK_GAP).lineTo(x, top - MARK_GAP - MARK_LENGTH).stroke();
    doc.moveTo(x, top + blockHeight + MARK_GAP).lineTo(x, top + blockHeight + MARK_GAP + MARK_LENGTH).stroke();
  }
  for (let r = 0; r <= A4_GRID.rows; r++) {
    const y = top + r * CR80.height;
    doc.moveTo(left - MARK_GAP, y).lineTo(left - MARK_GAP - MARK_LENGTH, y).stroke();
    doc.moveTo(left + blockWidth + MARK_GAP, y).lineTo(left + blockWidth + MARK_GAP + MARK_LENGTH, y).stroke();
  }
  doc.restore();
}
