import { DEFAULT_TRANSPORT_VENUE } from '@portal/domain';
import { renderPdf } from './pdf-document.js';
import { writeText } from './text-runs.js';

/** What the printable Student Transport Card Form shows (the office dialog's Download). */
export interface TransportCardFormData {
  institution: string;
  transId: number;
  rollNo: string;
  name: string;
  fatherName: string;
  fatherContact: string;
  studentContact: string;
  department: string;
  className: string;
  major: string;
  session: string;
  address: string;
  route: string;
  stop: string;
  dateOfApply: string;
  status: string;
  distributionDate: string;
  venue: string;
  comment: string;
  photo: Buffer | null;
}

const A4 = { width: 595.28, height: 841.89 };
const M = 48;

/** A4 portrait: title, photo, the student's and the request's details, office use, and a signature-with-stamp line. */
export function buildTransportCardFormPdf(d: TransportCardFormData): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: M, info: { Title: `Student Transport Card Form ${d.rollNo}`, Author: d.institution } }, (doc) => drawForm(doc, d));
}

function drawForm(doc: PDFKit.PDFDocument, d: TransportCardFormData) {
  const w = A4.width - 2 * M;
  let y = writeText(doc, d.institution, M, M, { size: 16, bold: true, width: w, align: 'center' });
  y = writeText(doc, 'Student Transport Card Form', M, y, { size: 14, bold: true, width: w, align: 'center' });
  y = writeText(doc, `Reference No. ${d.transId}`, M, y, { size: 10, width: w, align: 'center' });
  const top = y + 16;
  const photo = { w: 110, h: 132, x: M + w - 110, y: top + 24 };
  doc.rect(photo.x, photo.y, photo.w, photo.h).stroke();
  const photoNote = (note: string) => writeText(doc, note, photo.x, photo.y + photo.h / 2 - 5, { size: 9, width: photo.w, align: 'center' });
  if (d.photo) {
    try {
      doc.image(d.photo, photo.x + 2, photo.y + 2, { fit: [photo.w - 4, photo.h - 4], align: 'center', valign: 'center' });
    } catch {
      photoNote('Photo unavailable');
    }
  } else {
    photoNote('No photo');
  }

  const section = (title: string, sy: number) => {
    doc.rect(M, sy, w, 18).fill('#e9ecef');
    writeText(doc, title, M + 6, sy + 4, { size: 10.5, bold: true, color: '#000000', width: w - 12 });
    return sy + 24;
  };
  const rows = (items: [string, string][], ry: number, width: number) => {
    for (const [label, value] of items) {
      const labelEnd = writeText(doc, label, M, ry, { size: 10, bold: true, width: 130 });
      const valueEnd = writeText(doc, value || 'N/A', M + 134, ry, { size: 10, width: width - 134 });
      ry = Math.max(labelEnd, valueEnd, ry + 13) + 5;
    }
    return ry;
  };

  y = section('Student Details', top);
  y = rows(
    [
      ['Roll No.', d.rollNo],
      ['Name', d.name.toUpperCase()],
      ['Father/Guardian Name', d.fatherName],
      ['Guardian Contact', d.fatherContact],
      ['Student Contact', d.studentContact],
      ['Department', d.department],
      ['Class', d.className],
      ['Major', d.major],
      ['Session', d.session],
    ],
    y,
    w - photo.w - 12,
  );
  y = rows([['Permanent Address', d.address]], Math.max(y, photo.y + photo.h + 8), w);
  y = section('Transport Details', y + 6);
  y = rows(
    [
      ['Route', d.route],
      ['Stop', d.stop],
      ['Date of Apply', d.dateOfApply],
    ],
    y,
    w,
  );
  y = section('Office Use', y + 6);
  y = rows(
    [
      ['Status', d.status],
      ['Distribution Date', d.distributionDate],
      ['Venue', d.venue || DEFAULT_TRANSPORT_VENUE],
      ['Comment', d.comment],
    ],
    y,
    w,
  );
  const pledge = 'I certify that the information above is correct and I will abide by the rules of the university transport.';
  const end = writeText(doc, pledge, M, y + 12, { size: 9.5, width: w });
  const sy = Math.max(end + 70, A4.height - M - 90);
  doc
    .moveTo(M, sy)
    .lineTo(M + 190, sy)
    .stroke();
  doc
    .moveTo(M + w - 210, sy)
    .lineTo(M + w, sy)
    .stroke();
  writeText(doc, "Student's Signature", M, sy + 5, { size: 10, width: 190, align: 'center' });
  const stampEnd = writeText(doc, 'Signature with Stamp', M + w - 210, sy + 5, { size: 10, bold: true, width: 210, align: 'center' });
  writeText(doc, 'Transport Office', M + w - 210, stampEnd + 1, { size: 9, width: 210, align: 'center' });
}
