import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';

/** Each page's size in points, as the PDF declares it. */
export async function pageSizes(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const sizes = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const [x0, y0, x1, y1] = (await doc.getPage(i)).view;
    sizes.push({ width: x1 - x0, height: y1 - y0 });
  }
  return sizes;
}

/** Renders one page (1-based) with pdftoppm and reads the QR code on it back (null: none found). */
export async function readQrOfPage(pdf: Buffer, page: number, dpi = 300): Promise<string | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
    const { data, info } = await sharp(path.join(dir, 'page.png')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
