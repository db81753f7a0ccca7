import { DEFAULT_TRANSPORT_VENUE } from '@portal/domain';
import { renderPdf } from './transport-pdf.js';

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
  return renderPdf({ size: 'A4', margin: M, info: { Title: `Student Transport Card Form ${d.rollNo}`, Author: d.institution } }, (doc) => {
    const w = A4.width - 2 * M;
    doc.font('Helvetica-Bold').fontSize(16).text(d.institution, M, M, { width: w, align: 'center' });
    doc.fontSize(14).text('Student Transport Card Form', { width: w, align: 'center' });
    doc.font('Helvetica').fontSize(10).text(`Reference No. ${d.transId}`, { width: w, align: 'center' });
    const top = doc.y + 16;
    const photo = { w: 110, h: 132, x: M + w - 110, y: top + 24 };
    doc.rect(photo.x, photo.y, photo.w, photo.h).stroke();
    if (d.photo) {
      try {
        doc.image(d.photo, photo.x + 2, photo.y + 2, { fit: [photo.w - 4, photo.h - 4], align: 'center', valign: 'center' });
      } catch {
        doc.fontSize(9).text('Photo unavailable', photo.x, photo.y + photo.h / 2 - 5, { width: photo.w, align: 'center' });
      }
    } else {
      doc.fontSize(9).text('No photo', photo.x, photo.y + photo.h / 2 - 5, { width: photo.w, align: 'center' });
    }

    const section = (title: string, y: number) => {
      doc.rect(M, y, w, 18).fill('#e9ecef');
      doc
        .fillColor('#000000')
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .text(title, M + 6, y + 4, { width: w - 12 });
      return y + 24;
    };
    const rows = (items: [string, string][], y: number, width: number) => {
      for (const [label, value] of items) {
        doc.font('Helvetica-Bold').fontSize(10).text(label, M, y, { width: 130 });
        doc.font('Helvetica').text(value || 'N/A', M + 134, y, { width: width - 134 });
        y = Math.max(doc.y, y + 13) + 5;
      }
      return y;
    };

    let y = section('Student Details', top);
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
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text('I certify that the information above is correct and I will abide by the rules of the university transport.', M, y + 12, { width: w });
    const sy = Math.max(doc.y + 70, A4.height - M - 90);
    doc
      .moveTo(M, sy)
      .lineTo(M + 190, sy)
      .stroke();
    doc
      .moveTo(M + w - 210, sy)
      .lineTo(M + w, sy)
      .stroke();
    doc.fontSize(10).text("Student's Signature", M, sy + 5, { width: 190, align: 'center' });
    doc.font('Helvetica-Bold').text('Signature with Stamp', M + w - 210, sy + 5, { width: 210, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Transport Office', M + w - 210, doc.y + 1, { width: 210, align: 'center' });
  });
}
