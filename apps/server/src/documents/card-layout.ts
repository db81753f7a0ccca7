import type { CardFace } from '@portal/domain';
import { drawCode128, drawQr } from './card-codes.js';
import { textWidth, writeText } from './text-runs.js';

/** Points in a millimetre. */
export const MM = 72 / 25.4;
/** The CR80 card (ID-1, credit-card size): 85.6 × 54 mm. */
export const CR80 = { width: 85.6 * MM, height: 54 * MM } as const;

/** One card to print: its fields, its signed token (the QR) and the holder's photo (JPEG). */
export interface PrintableCard {
  face: CardFace;
  token: string;
  photo: Buffer | null;
}

const NAVY = '#123a6b';
const GREY = '#555555';
const INK = '#111111';

/** `YYYY-MM-DD` → `DD-MM-YYYY`, as the portal writes dates. */
const dmy = (day: string) => day.split('-').reverse().join('-');

/** One line of text in `width` points: the size shrinks down to `min` to fit, then the text is cut with "…". */
function fitLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number, opts: { bold?: boolean; color?: string; align?: 'center'; min?: number } = {}) {
  const bold = opts.bold ?? false;
  let s = size;
  const min = opts.min ?? Math.min(size, 5);
  while (s > min && textWidth(doc, text, { size: s, bold }) > width) s -= 0.25;
  writeText(doc, text, x, y, { size: s, bold, color: opts.color ?? INK, width, align: opts.align, lineBreak: false });
}

/** A labelled field: the label in small grey capitals, the value beside it. */
function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number, bold = false) {
  const labelWidth = 15 * MM;
  fitLine(doc, label.toUpperCase(), x, y + 0.6, labelWidth, 4.6, { color: GREY });
  fitLine(doc, value || '—', x + labelWidth, y, width - labelWidth, bold ? 7.6 : 6.6, { bold });
}

function band(doc: PDFKit.PDFDocument, face: CardFace, x: number, y: number) {
  doc.save().rect(x, y, CR80.width, 11 * MM).fill(NAVY).restore();
  fitLine(doc, face.institution.toUpperCase(), x + 3 * MM, y + 2 * MM, CR80.width - 6 * MM, 8, { bold: true, color: '#ffffff', align: 'center' });
  const title = face.kind === 'id-card' ? 'STUDENT IDENTITY CARD' : 'STUDENT TRANSPORT PASS';
  fitLine(doc, title, x + 3 * MM, y + 6.6 * MM, CR80.width - 6 * MM, 5.6, { color: '#dbe6f5', align: 'center' });
}

function photoBox(doc: PDFKit.PDFDocument, photo: Buffer | null, x: number, y: number) {
  const w = 20 * MM;
  const h = 25 * MM;
  doc.save().rect(x, y, w, h).fill('#eef1f5').restore();
  if (photo) doc.image(photo, x, y, { fit: [w, h], align: 'center', valign: 'center' });
  doc.save().lineWidth(0.5).rect(x, y, w, h).stroke('#8a97a8').restore();
}

/** The front: institution, photo, and the holder's fields (ID card or transport pass). */
export function drawCardFront(doc: PDFKit.PDFDocument, card: PrintableCard, x: number, y: number): void {
  const { face } = card;
  doc.save().rect(x, y, CR80.width, CR80.height).fill('#ffffff').restore();
  band(doc, face, x, y);
  photoBox(doc, card.photo, x + 3.5 * MM, y + 14 * MM);
  const fx = x + 26.5 * MM;
  const fw = CR80.width - 26.5 * MM - 3 * MM;
  const rows: [string, string, boolean?][] =
    face.kind === 'id-card'
      ? [
          ['Name', face.name, true],
          ["Father's name", face.fatherName],
          ['Roll No', face.rollNo, true],
          ['Programme', face.programme],
          ['Session', face.session],
          ['Valid until', dmy(face.validUntil), true],
          ['Blood group', face.bloodGroup],
        ]
      : [
          ['Name', face.name, true],
          ['Roll No', face.rollNo, true],
          ['Route', face.route ?? ''],
          ['Stop', face.stop ?? ''],
          ['Valid until', dmy(face.validUntil), true],
          ['Pass No', face.passNo ?? face.serial, true],
        ];
  for (const [i, [label, value, bold]] of rows.entries()) field(doc, label, value, fx, y + (14 + i * 4.7) * MM, fw, bold);
  doc.save().rect(x, y + CR80.height - 2 * MM, CR80.width, 2 * MM).fill(NAVY).restore();
}

/** The back: contact and address (ID card) or the pass's conditions, the QR of the token and the roll number's barcode. */
export function drawCardBack(doc: PDFKit.PDFDocument, card: PrintableCard, x: number, y: number): void {
  const { face } = card;
  doc.save().rect(x, y, CR80.width, CR80.height).fill('#ffffff').restore();
  const qrSize = 30 * MM;
  drawQr(doc, card.token, x + CR80.width - qrSize - 2 * MM, y + 2 * MM, qrSize);
  const lx = x + 3.5 * MM;
  const lw = CR80.width - qrSize - 7 * MM;
  const note =
    face.kind === 'id-card'
      ? `This card belongs to ${face.institution}. If found, please return it to the card office.`
      : 'Valid only while its challan is paid and until the date on the front. Show it to the conductor on boarding.';
  writeText(doc, note, lx, y + 3 * MM, { size: 5, color: GREY, width: lw, lineGap: 0.3 });
  let ly = y + 11 * MM;
  if (face.kind === 'id-card') {
    field(doc, 'Contact', face.contact, lx, ly, lw);
    ly += 4.2 * MM;
    fitLine(doc, 'ADDRESS', lx, ly + 0.6, 15 * MM, 4.6, { color: GREY });
    writeText(doc, face.address || '—', lx + 15 * MM, ly, { size: 5.8, color: INK, width: lw - 15 * MM, height: 3 * 2.4 * MM });
    ly += 8.5 * MM;
    field(doc, 'RF ID', face.rfId ?? '', lx, ly, lw);
  } else {
    field(doc, 'Contact', face.contact, lx, ly, lw);
    ly += 4.2 * MM;
    field(doc, 'Programme', face.programme, lx, ly, lw);
  }
  fitLine(doc, `Serial ${face.serial}`, lx, y + 29 * MM, lw, 5.2, { color: GREY });
  const bw = 62 * MM;
  const bx = x + (CR80.width - bw) / 2;
  drawCode128(doc, face.rollNo, bx, y + 36 * MM, bw, 10 * MM);
  fitLine(doc, face.rollNo, bx, y + 47 * MM, bw, 6.5, { align: 'center', bold: true });
}
