import { formatDate, formatDateMonth, STATUS } from '@portal/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface ClearanceFormInput {
  institution: string;
  request: {
    CLR_ID: string;
    STD_NAME: string;
    F_NAME: string;
    STD_ROLLNO: string;
    CLASS: string;
    SESSION: string;
    DEPT: string;
    PRINTTITLE: string;
    MAIL_ADDRESS: string;
    REASON: string;
    LIB_NAME: string;
    HOSTEL_NAME: string | null;
    STD_CARD_POSSESSION: boolean;
    APPLY_DATE: Date;
    REQ_STATUS: number;
    REQ_DEF: string;
  };
  rows: { D_NM: string; REQ_DEF: string; VENUE: string; COMMENT: string; DATE: string | null }[];
  verifyCode: string;
  verifyUrl: string;
  printedAt?: Date;
}

const A4: [number, number] = [595.28, 841.89];

/**
 * The clearance form (exactly one page) with every department's status. Once the request is
 * approved it is the clearance certificate. Carries the verification code and a QR code of /verify/{code}.
 */
export async function buildClearanceForm(input: ClearanceFormInput): Promise<Buffer> {
  const { request: r } = input;
  const approved = r.REQ_STATUS === STATUS.APPROVED;
  const title = approved ? 'Clearance Certificate' : 'Clearance Form';
  const qr = await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 180, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({ size: A4, margin: 0, info: { Title: `${title} ${r.CLR_ID}`, Author: input.institution } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const L = 40;
  const W = A4[0] - 2 * L;
  let y = 36;
  /** A horizontal line at the current `y`. */
  const rule = (x: number, width: number, lineWidth: number, colour: string) =>
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(colour)
      .stroke();

  doc.font('Helvetica-Bold').fontSize(16).text(input.institution, L, y, { width: W, align: 'center' });
  y += 22;
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(approved ? '#1b6e3a' : '#1f3a5f')
    .text(title.toUpperCase(), L, y, { width: W, align: 'center' });
  doc.fillColor('#000000');
  y += 18;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Reference ${r.CLR_ID}  ·  Applied ${formatDate(r.APPLY_DATE)}  ·  Status: ${r.REQ_DEF}`, L, y, { width: W, align: 'center' });
  y += 20;
  rule(L, W, 1, '#1f3a5f');
  y += 10;

  const pairs: [string, string][] = [
    ['Name', r.STD_NAME],
    ['Father Name', r.F_NAME],
    ['Roll No.', r.STD_ROLLNO],
    ['Class', r.CLASS],
    ['Programme', r.PRINTTITLE],
    ['Session', r.SESSION],
    ['Department', r.DEPT],
    ['Reason', r.REASON],
    ['Library', r.LIB_NAME],
    ['Hostel', r.HOSTEL_NAME ?? 'Not a hostel resident'],
    ['Student card', r.STD_CARD_POSSESSION ? 'Returned / in possession' : 'Not in possession'],
    ['Mailing address', r.MAIL_ADDRESS],
  ];
  const half = W / 2;
  pairs.forEach(([k, v], i) => {
    const col = i % 2;
    const x = L + col * half;
    const yy = y + Math.floor(i / 2) * 17;
    doc.font('Helvetica-Bold').fontSize(9).text(`${k}:`, x, yy, { width: 82, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(v || '-', x + 84, yy, { width: half - 90, height: 12, ellipsis: true, lineBreak: false });
  });
  y += Math.ceil(pairs.length / 2) * 17 + 12;

  doc.font('Helvetica-Bold').fontSize(11).text('Departmental clearance', L, y);
  y += 16;
  const cols = [
    { t: 'Department', w: 150 },
    { t: 'Status', w: 110 },
    { t: 'Venue', w: 85 },
    { t: 'Comment', w: 95 },
    { t: 'Last Updated', w: W - 440 },
  ];
  doc.rect(L, y, W, 18).fill('#e8edf3').fillColor('#000000');
  let x = L;
  for (const c of cols) {
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(c.t, x + 4, y + 5, { width: c.w - 8, lineBreak: false });
    x += c.w;
  }
  y += 18;
  for (const row of input.rows.slice(0, 12)) {
    x = L;
    const cells = [row.D_NM, row.REQ_DEF, row.VENUE, row.COMMENT, row.DATE ? formatDateMonth(row.DATE) : ''];
    cells.forEach((v, i) => {
      doc
        .font(i === 1 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8.5)
        .fillColor(i === 1 ? (v === 'Approved' ? '#1b6e3a' : v === 'Rejected' ? '#a61b1b' : '#7a4b00') : '#000000');
      doc.text(v || '-', x + 4, y + 5, { width: cols[i].w - 8, height: 11, ellipsis: true, lineBreak: false });
      x += cols[i].w;
    });
    doc.fillColor('#000000');
    y += 20;
    rule(L, W, 0.4, '#c8d0da');
  }
  y += 16;
  const statement = approved
    ? `This is to certify that ${r.STD_NAME} (${r.STD_ROLLNO}) has been cleared by every department listed above and has no dues outstanding towards the institution.`
    : 'This form shows the state of the application when it was printed. It becomes the clearance certificate once every department, and the Examination Office last, has approved it.';
  doc.font('Helvetica').fontSize(9.5).text(statement, L, y, { width: W, height: 40, ellipsis: true });
  y += 50;

  // Office use and signatures
  doc.font('Helvetica-Bold').fontSize(10).text('For office use', L, y);
  y += 40;
  const sig = (label: string, sx: number) => {
    rule(sx, 150, 0.6, '#000000');
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text(label, sx, y + 4, { width: 150, align: 'center', lineBreak: false });
  };
  sig('Controller of Examinations', L);
  sig('Registrar (stamp)', L + W - 150);

  // Verification
  const vy = A4[1] - 130;
  doc.image(qr, L, vy, { width: 80, height: 80 });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Verify this document', L + 92, vy + 8, { lineBreak: false });
  doc
    .font('Courier-Bold')
    .fontSize(11)
    .text(input.verifyCode, L + 92, vy + 24, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(input.verifyUrl, L + 92, vy + 42, { width: W - 92, height: 12, ellipsis: true, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#555555')
    .text(
      `Printed ${formatDate(input.printedAt ?? new Date())}. Scan the code or open the address to check that this document is genuine and see its current state.`,
      L + 92,
      vy + 58,
      { width: W - 92, height: 22, ellipsis: true },
    );
  doc.fillColor('#000000');
  doc.end();
  return done;
}
