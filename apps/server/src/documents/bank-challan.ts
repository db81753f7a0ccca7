import { amountInWords, formatDate, formatRupees } from '@portal/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** Legal paper, landscape: 1008 × 612 pt (the bank's challan form is printed on legal sheets). */
export const LEGAL_LANDSCAPE: [number, number] = [1008, 612];
export const CHALLAN_COPIES = ['Student Copy', 'Bank Copy', 'University Copy'] as const;

export interface BankChallanInput {
  /** e.g. 'Clearance Challan' or 'Transport Card Challan'. */
  title: string;
  /** Printed as Challan No. */
  challanNo: string | number;
  /** The office the money is for (printed under the title). */
  issuedBy?: string;
  student: { name: string; rollNo: string; fatherName?: string; className?: string; department?: string; session?: string };
  lines: { description: string; amount: number }[];
  /** Total in whole rupees (defaults to the sum of the lines). */
  amount?: number;
  dueDate: Date;
  issueDate?: Date;
  institution: string;
  bankName: string;
  accountNo: string;
  /** Verification code and the public address that checks it (a QR code is printed when given). */
  verifyCode?: string;
  verifyUrl?: string;
}

/** Amounts are whole rupees printed as PKR. */
const rupees = formatRupees;

/**
 * A bank challan as one legal-landscape page with three copies side by side (Student, Bank, University):
 * bank and account, student fields, the lines, the total in figures and in words, the due date, and the
 * verification code with a QR code. Shared by every area that issues challans.
 */
export async function buildBankChallan(input: BankChallanInput): Promise<Buffer> {
  const total = input.amount ?? input.lines.reduce((s, l) => s + l.amount, 0);
  const qr = input.verifyUrl ? await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 160, errorCorrectionLevel: 'M' }) : null;
  const doc = new PDFDocument({
    size: LEGAL_LANDSCAPE,
    margin: 0,
    autoFirstPage: true,
    info: { Title: `${input.title} ${input.challanNo}`, Author: input.institution },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const [pageW, pageH] = LEGAL_LANDSCAPE;
  const colW = pageW / 3;
  CHALLAN_COPIES.forEach((copy, i) => {
    const x0 = i * colW + 18;
    const w = colW - 36;
    let y = 22;
    const text = (s: string, opts: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; x?: number; width?: number } = {}) => {
      doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? 9);
      doc.text(s, opts.x ?? x0, y, { width: opts.width ?? w, lineBreak: opts.lineBreak ?? true, align: opts.align, ellipsis: true, height: opts.height });
    };
    // Copy label
    doc
      .rect(x0, 22, w, 18)
      .fill('#1f3a5f')
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(copy.toUpperCase(), x0, 27, { width: w, align: 'center' })
      .fillColor('#000000');
    y = 48;
    text(input.bankName, { bold: true, size: 12, align: 'center' });
    y += 16;
    text(`Account No. ${input.accountNo}`, { size: 9, align: 'center' });
    y += 14;
    text(input.institution, { bold: true, size: 10, align: 'center' });
    y += 14;
    text(input.title, { size: 9, align: 'center' });
    y += 12;
    if (input.issuedBy) {
      text(input.issuedBy, { size: 8, align: 'center' });
      y += 12;
    }
    y += 4;
    const field = (label: string, value: string) => {
      doc.font('Helvetica-Bold').fontSize(8.5).text(label, x0, y, { width: 88, lineBreak: false });
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text(value || '-', x0 + 90, y, { width: w - 90, height: 11, ellipsis: true, lineBreak: false });
      y += 13;
    };
    field('Challan No.', String(input.challanNo));
    field('Issue Date', formatDate(input.issueDate ?? new Date()));
    field('Due Date', formatDate(input.dueDate));
    field('Name', input.student.name);
    field('Roll No.', input.student.rollNo);
    if (input.student.fatherName !== undefined) field('Father Name', input.student.fatherName);
    if (input.student.className !== undefined) field('Class', input.student.className);
    if (input.student.department !== undefined) field('Department', input.student.department);
    if (input.student.session !== undefined) field('Session', input.student.session);
    y += 4;
    // Lines table
    doc.rect(x0, y, w, 16).fill('#e8edf3').fillColor('#000000');
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text('Description', x0 + 4, y + 4, { width: w - 100, lineBreak: false });
    doc.text('Amount', x0 + w - 94, y + 4, { width: 90, align: 'right', lineBreak: false });
    y += 16;
    for (const l of input.lines.slice(0, 8)) {
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text(l.description, x0 + 4, y + 3, { width: w - 100, height: 11, ellipsis: true, lineBreak: false });
      doc.text(rupees(l.amount), x0 + w - 94, y + 3, { width: 90, align: 'right', lineBreak: false });
      y += 15;
      doc
        .moveTo(x0, y)
        .lineTo(x0 + w, y)
        .strokeColor('#c8d0da')
        .lineWidth(0.5)
        .stroke();
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Total', x0 + 4, y + 4, { width: w - 100, lineBreak: false });
    doc.text(rupees(total), x0 + w - 94, y + 4, { width: 90, align: 'right', lineBreak: false });
    y += 18;
    doc
      .rect(x0, y - 2, w, 0.8)
      .fill('#1f3a5f')
      .fillColor('#000000');
    y += 4;
    doc.font('Helvetica-Bold').fontSize(8.5).text('Amount in words:', x0, y, { width: w, lineBreak: false });
    y += 11;
    doc.font('Helvetica').fontSize(8.5).text(amountInWords(total), x0, y, { width: w, height: 24, ellipsis: true });
    y += 26;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .text(`Payable at any branch of ${input.bankName} on or before ${formatDate(input.dueDate)}. Not valid after the due date.`, x0, y, {
        width: w,
        height: 20,
        ellipsis: true,
      });
    // Verification and signatures at the foot of the copy
    const footY = pageH - 130;
    if (qr) doc.image(qr, x0, footY, { width: 62, height: 62 });
    if (input.verifyCode) {
      doc
        .font('Helvetica-Bold')
        .fontSize(7.5)
        .text('Verification code', x0 + 70, footY + 6, { width: w - 70, lineBreak: false });
      doc
        .font('Courier-Bold')
        .fontSize(9)
        .text(input.verifyCode, x0 + 70, footY + 17, { width: w - 70, lineBreak: false });
      if (input.verifyUrl)
        doc
          .font('Helvetica')
          .fontSize(6.5)
          .text(input.verifyUrl, x0 + 70, footY + 31, { width: w - 70, height: 18, ellipsis: true });
    }
    const sigY = pageH - 42;
    doc
      .moveTo(x0, sigY)
      .lineTo(x0 + w / 2 - 10, sigY)
      .strokeColor('#000000')
      .lineWidth(0.6)
      .stroke();
    doc
      .moveTo(x0 + w / 2 + 10, sigY)
      .lineTo(x0 + w, sigY)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .text('Depositor', x0, sigY + 4, { width: w / 2 - 10, align: 'center', lineBreak: false });
    doc.text('Bank Officer (stamp)', x0 + w / 2 + 10, sigY + 4, { width: w / 2 - 10, align: 'center', lineBreak: false });
    // Cut line between copies
    if (i < 2) {
      const cx = (i + 1) * colW;
      doc
        .moveTo(cx, 14)
        .lineTo(cx, pageH - 14)
        .dash(4, { space: 4 })
        .strokeColor('#888888')
        .lineWidth(0.6)
        .stroke()
        .undash();
    }
  });
  doc.end();
  return done;
}
