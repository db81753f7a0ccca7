import { formatDate, type IdCardDetail } from '@portal/domain';
import { renderPdf } from './pdf-document.js';
import { textHeight, writeText } from './text-runs.js';

/**
 * The ID-card request form ("Download"): institution name, the student's details, the
 * photo, the office-use fields and signature lines, on one A4 page. Built on the server (pdfkit) so
 * the same form comes out of every client; the web only saves the zip.
 */
export interface IdCardFormData {
  institution: string;
  request: IdCardDetail;
  photo: Buffer | null;
  printedAt: Date;
}

const PAGE = { width: 595.28, height: 841.89 };
const M = 48;
const orNA = (v: string | null | undefined) => (v == null || v.trim() === '' ? 'N/A' : v);

export function buildIdCardFormPdf(d: IdCardFormData): Promise<Buffer> {
  const r = d.request;
  const info = { Title: `ID Card Request ${r.ROLNO}`, Author: d.institution, Subject: `${r.REQUEST_TYPE} ID card request` };
  return renderPdf({ size: 'A4', margin: M, info }, (doc) => drawForm(doc, d));
}

function drawForm(doc: PDFKit.PDFDocument, d: IdCardFormData) {
  const r = d.request;
  const width = PAGE.width - 2 * M;

  // Heading
  let y = writeText(doc, d.institution, M, M, { size: 18, bold: true, width, align: 'center' });
  y = writeText(doc, 'Student ID Card Request Form', M, y + 4, { size: 13, bold: true, width, align: 'center' });
  const reference = `${r.REQUEST_TYPE} Card  ·  Reference No. ${r.T_ID}${r.ATTEMPT_NO > 1 ? `  ·  Attempt ${r.ATTEMPT_NO}` : ''}`;
  y = writeText(doc, reference, M, y, { size: 10, width, align: 'center' }) + 10;
  doc
    .moveTo(M, y)
    .lineTo(M + width, y)
    .lineWidth(1)
    .stroke();
  y += 14;

  // Photo box at the right
  const photo = { w: 105, h: 130, x: M + width - 105, y };
  doc.lineWidth(0.8).rect(photo.x, photo.y, photo.w, photo.h).stroke();
  if (!drawPhoto(doc, d.photo, photo)) {
    writeText(doc, 'No photo', photo.x, photo.y + photo.h / 2 - 5, { size: 9, color: '#666666', width: photo.w, align: 'center' });
    doc.fillColor('black');
  }

  // Student details (left of the photo, then full width)
  y = writeText(doc, 'Student Information', M, y, { size: 12, bold: true, width }) + 6;
  const details: [string, string][] = [
    ['Name', r.NM.toUpperCase()],
    ["Father's Name", r.F_NM],
    ['Roll No', r.ROLNO],
    ['Department', r.DEPARTMENT],
    ['Class', r.CLASS],
    ['Major', r.MAJOR],
    ['Session', r.SESSION],
    ['Blood Group', orNA(r.BLOOD_GROUP)],
    ['Student Contact', orNA(r.S_CONTACT)],
    ['Father/Guardian Contact', orNA(r.F_CONTACT)],
    ['Date Of Apply', formatDate(r.Date_of_apply)],
    ['Address', orNA(r.ADDRESS)],
  ];
  // Rows beside the photo are narrower.
  y = table(doc, details, M, y, (y0) => (y0 < photo.y + photo.h + 6 ? width - photo.w - 12 : width));

  // Office use
  y += 18;
  y = writeText(doc, 'For Office Use Only', M, y, { size: 12, bold: true, width }) + 6;
  const office: [string, string][] = [
    ['Status', r.STATUS],
    ['Distribution Date', r.DISTRIBUTION_DATE ? formatDate(r.DISTRIBUTION_DATE) : '____________________'],
    ['Venue', orNA(r.VENUE)],
    ['RF ID', r.RF_ID || '____________________'],
    ['Machine No', r.MACHINE_ID || '____________________'],
    ['Comment', orNA(r.COMMENT)],
  ];
  y = table(doc, office, M, y, () => width);

  // Signatures
  y = Math.max(y + 70, PAGE.height - M - 120);
  const sigW = 180;
  doc.lineWidth(0.8);
  for (const [i, label] of ['Signature of Student', 'Signature of Card Office (with stamp)'].entries()) {
    const x = i === 0 ? M : M + width - sigW;
    doc
      .moveTo(x, y)
      .lineTo(x + sigW, y)
      .stroke();
    writeText(doc, label, x, y + 4, { size: 9, width: sigW, align: 'center' });
  }
  writeText(doc, `Printed on ${formatDate(d.printedAt)}`, M, PAGE.height - M - 20, { size: 8, color: '#666666', width, align: 'right' });
  doc.fillColor('black');
}

/** Two-column label/value rows with light borders; returns the y after the table. */
function table(doc: PDFKit.PDFDocument, rows: [string, string][], x: number, y: number, widthAt: (y: number) => number): number {
  const labelW = 140;
  rows.forEach(([label, value]) => {
    const w = widthAt(y);
    const box = { size: 10, width: w - labelW - 10 };
    const labelBox = { size: 10, bold: true, width: labelW - 10 };
    const h = Math.max(18, textHeight(doc, value, box) + 8, textHeight(doc, label, labelBox) + 8);
    doc.lineWidth(0.4).strokeColor('#999').rect(x, y, w, h).stroke().strokeColor('black');
    writeText(doc, label, x + 5, y + 4, labelBox);
    writeText(doc, value, x + labelW, y + 4, box);
    y += h;
  });
  return y;
}

function drawPhoto(doc: PDFKit.PDFDocument, photo: Buffer | null, box: { x: number; y: number; w: number; h: number }): boolean {
  if (!photo) return false;
  try {
    doc.image(photo, box.x + 2, box.y + 2, { fit: [box.w - 4, box.h - 4], align: 'center', valign: 'center' });
    return true;
  } catch {
    return false; // not an image pdfkit can read: the form still prints
  }
}
