import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/** Quiet zone around a QR code, in modules (the standard asks for four). */
const QR_QUIET_MODULES = 4;
/** Quiet zone either side of a Code 128 barcode, in modules (the standard asks for ten). */
const BARCODE_QUIET_MODULES = 10;

/**
 * Draws `text` as a QR code (error correction M) in a `size`-point square at (x, y), quiet zone
 * included, as vector squares: sharp at any printer's resolution.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const unit = size / (n + 2 * QR_QUIET_MODULES);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + QR_QUIET_MODULES) * unit, y + (row + QR_QUIET_MODULES) * unit, unit, unit);
    }
  }
  doc.fill('#000000').restore();
}

/**
 * Draws `text` as a Code 128 barcode filling `width` × `height` points at (x, y), quiet zones included,
 * as vector bars (bwip-js encodes; pdfkit draws).
 */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number): void {
  const [symbol] = bwipjs.raw('code128', text, {}) as unknown as { sbs: number[] }[];
  const modules = symbol.sbs.reduce((a, b) => a + b, 0) + 2 * BARCODE_QUIET_MODULES;
  const unit = width / modules;
  doc.save().rect(x, y, width, height).fill('#ffffff');
  let at = x + BARCODE_QUIET_MODULES * unit;
  symbol.sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * unit, height);
    at += w * unit;
  });
  doc.fill('#000000').restore();
}
