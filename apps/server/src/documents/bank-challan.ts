import { amountInWords, formatDate, formatRupees, payAtAnyBank } from '@portal/domain';
import QRCode from 'qrcode';
import { renderPdf } from './pdf-document.js';
import { type TextBox, writeText } from './text-runs.js';

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
  /** The 18-digit consumer number any bank takes it by (1Bill / Kuickpay), when the bill-payment calls are on. */
  consumerNumber?: string;
}

/** Amounts are whole rupees printed as PKR. */
const rupees = formatRupees;

/**
 * A bank challan as one legal-landscape page with three copies side by side (Student, Bank, University):
 * bank and account, student fields, the lines, the total in figures and in words, the due date, the consumer
 * number any bank takes it by (English and Urdu), and the verification code with a QR code. Shared by every area that issues challans.
 */
export async function buildBankChallan(input: BankChallanInput): Promise<Buffer> {
  const total = input.amount ?? input.lines.reduce((s, l) => s + l.amount, 0);
  const qr = input.verifyUrl ? await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 160, errorCorrectionLevel: 'M' }) : null;
  const info = { Title: `${input.title} ${input.challanNo}`, Author: input.institution };
  return renderPdf({ size: LEGAL_LANDSCAPE, margin: 0, autoFirstPage: true, info }, (doc) => {
    for (const [i, copy] of CHALLAN_COPIES.entries()) drawCopy(doc, input, { copy, i, total, qr });
  });
}

/** One copy (a third of the sheet): its label, the bank, the student, the lines, the total and the foot. */
function drawCopy(doc: PDFKit.PDFDocument, input: BankChallanInput, c: { copy: string; i: number; total: number; qr: Buffer | null }) {
  const [pageW, pageH] = LEGAL_LANDSCAPE;
  const colW = pageW / 3;
  const x0 = c.i * colW + 18;
  const w = colW - 36;
  const write = (s: string, x: number, y: number, box: TextBox) => writeText(doc, s, x, y, box);
  /** A centred heading line of the copy. */
  const centred = (s: string, y: number, size: number, bold = false) => write(s, x0, y, { size, bold, width: w, align: 'center', lineBreak: false });
  doc.rect(x0, 22, w, 18).fill('#1f3a5f');
  write(c.copy.toUpperCase(), x0, 27, { size: 10, bold: true, color: '#ffffff', width: w, align: 'center', lineBreak: false });
  doc.fillColor('#000000');
  let y = 48;
  centred(input.bankName, y, 12, true);
  y += 16;
  centred(`Account No. ${input.accountNo}`, y, 9);
  y += 14;
  centred(input.institution, y, 10, true);
  y += 14;
  centred(input.title, y, 9);
  y += 12;
  if (input.issuedBy) {
    centred(input.issuedBy, y, 8);
    y += 12;
  }
  y += 4;
  const field = (label: string, value: string) => {
    write(label, x0, y, { size: 8.5, bold: true, width: 88, lineBreak: false });
    write(value || '-', x0 + 90, y, { size: 8.5, width: w - 90, lineBreak: false });
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
  write('Description', x0 + 4, y + 4, { size: 8.5, bold: true, width: w - 100, lineBreak: false });
  write('Amount', x0 + w - 94, y + 4, { size: 8.5, bold: true, width: 90, align: 'right', lineBreak: false });
  y += 16;
  for (const l of input.lines.slice(0, 8)) {
    write(l.description, x0 + 4, y + 3, { size: 8.5, width: w - 100, lineBreak: false });
    write(rupees(l.amount), x0 + w - 94, y + 3, { size: 8.5, width: 90, align: 'right', lineBreak: false });
    y += 15;
    doc
      .moveTo(x0, y)
      .lineTo(x0 + w, y)
      .strokeColor('#c8d0da')
      .lineWidth(0.5)
      .stroke();
  }
  write('Total', x0 + 4, y + 4, { size: 9, bold: true, width: w - 100, lineBreak: false });
  write(rupees(c.total), x0 + w - 94, y + 4, { size: 9, bold: true, width: 90, align: 'right', lineBreak: false });
  y += 18;
  doc
    .rect(x0, y - 2, w, 0.8)
    .fill('#1f3a5f')
    .fillColor('#000000');
  y += 4;
  write('Amount in words:', x0, y, { size: 8.5, bold: true, width: w, lineBreak: false });
  y += 11;
  write(amountInWords(c.total), x0, y, { size: 8.5, width: w, height: 24 });
  y += 26;
  write(`Payable at any branch of ${input.bankName} on or before ${formatDate(input.dueDate)}. Not valid after the due date.`, x0, y, { size: 7.5, width: w, height: 20 });
  if (input.consumerNumber) {
    y += 20;
    write(payAtAnyBank(input.consumerNumber), x0, y, { size: 7.5, bold: true, width: w, height: 20 });
    y += 20;
    write(payAtAnyBank(input.consumerNumber, 'ur'), x0, y, { size: 7.5, width: w, height: 24, align: 'right' });
  }
  // Verification and signatures at the foot of the copy
  const footY = pageH - 130;
  if (c.qr) doc.image(c.qr, x0, footY, { width: 62, height: 62 });
  if (input.verifyCode) {
    write('Verification code', x0 + 70, footY + 6, { size: 7.5, bold: true, width: w - 70, lineBreak: false });
    write(input.verifyCode, x0 + 70, footY + 17, { size: 9, bold: true, width: w - 70, lineBreak: false });
    if (input.verifyUrl) write(input.verifyUrl, x0 + 70, footY + 31, { size: 6.5, width: w - 70, height: 18 });
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
  write('Depositor', x0, sigY + 4, { size: 7.5, width: w / 2 - 10, align: 'center', lineBreak: false });
  write('Bank Officer (stamp)', x0 + w / 2 + 10, sigY + 4, { size: 7.5, width: w / 2 - 10, align: 'center', lineBreak: false });
  // Cut line between copies
  if (c.i < 2) {
    const cx = (c.i + 1) * colW;
    doc
      .moveTo(cx, 14)
      .lineTo(cx, pageH - 14)
      .dash(4, { space: 4 })
      .strokeColor('#888888')
      .lineWidth(0.6)
      .stroke()
      .undash();
  }
}
