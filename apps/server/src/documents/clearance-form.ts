import { formatDate, formatDateMonth, STATUS } from '@portal/domain';
import QRCode from 'qrcode';
import { renderPdf } from './pdf-document.js';
import { type TextBox, writeText } from './text-runs.js';

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
  return renderPdf({ size: A4, margin: 0, info: { Title: `${title} ${r.CLR_ID}`, Author: input.institution } }, (doc) =>
    drawForm(doc, input, { approved, title, qr }),
  );
}

function drawForm(doc: PDFKit.PDFDocument, input: ClearanceFormInput, f: { approved: boolean; title: string; qr: Buffer }) {
  const r = input.request;
  const { approved } = f;
  const L = 40;
  const W = A4[0] - 2 * L;
  let y = 36;
  const write = (s: string, x: number, yy: number, box: TextBox) => writeText(doc, s, x, yy, box);
  /** A horizontal line at the current `y`. */
  const rule = (x: number, width: number, lineWidth: number, colour: string) =>
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(colour)
      .stroke();

  write(input.institution, L, y, { size: 16, bold: true, width: W, align: 'center', lineBreak: false });
  y += 22;
  write(f.title.toUpperCase(), L, y, { size: 13, bold: true, color: approved ? '#1b6e3a' : '#1f3a5f', width: W, align: 'center', lineBreak: false });
  doc.fillColor('#000000');
  y += 18;
  write(`Reference ${r.CLR_ID}  ·  Applied ${formatDate(r.APPLY_DATE)}  ·  Status: ${r.REQ_DEF}`, L, y, { size: 9, width: W, align: 'center', lineBreak: false });
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
    write(`${k}:`, x, yy, { size: 9, bold: true, width: 82, lineBreak: false });
    write(v || '-', x + 84, yy, { size: 9, width: half - 90, lineBreak: false });
  });
  y += Math.ceil(pairs.length / 2) * 17 + 12;

  write('Departmental clearance', L, y, { size: 11, bold: true });
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
    write(c.t, x + 4, y + 5, { size: 8.5, bold: true, width: c.w - 8, lineBreak: false });
    x += c.w;
  }
  y += 18;
  for (const row of input.rows.slice(0, 12)) {
    x = L;
    const cells = [row.D_NM, row.REQ_DEF, row.VENUE, row.COMMENT, row.DATE ? formatDateMonth(row.DATE) : ''];
    cells.forEach((v, i) => {
      const color = i === 1 ? (v === 'Approved' ? '#1b6e3a' : v === 'Rejected' ? '#a61b1b' : '#7a4b00') : '#000000';
      write(v || '-', x + 4, y + 5, { size: 8.5, bold: i === 1, color, width: cols[i].w - 8, lineBreak: false });
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
  write(statement, L, y, { size: 9.5, width: W, height: 40 });
  y += 50;

  // Office use and signatures
  write('For office use', L, y, { size: 10, bold: true });
  y += 40;
  const sig = (label: string, sx: number) => {
    rule(sx, 150, 0.6, '#000000');
    write(label, sx, y + 4, { size: 8.5, width: 150, align: 'center', lineBreak: false });
  };
  sig('Controller of Examinations', L);
  sig('Registrar (stamp)', L + W - 150);

  // Verification
  const vy = A4[1] - 130;
  doc.image(f.qr, L, vy, { width: 80, height: 80 });
  write('Verify this document', L + 92, vy + 8, { size: 9, bold: true });
  write(input.verifyCode, L + 92, vy + 24, { size: 11, bold: true });
  write(input.verifyUrl, L + 92, vy + 42, { size: 8, width: W - 92, lineBreak: false });
  write(
    `Printed ${formatDate(input.printedAt ?? new Date())}. Scan the code or open the address to check that this document is genuine and see its current state.`,
    L + 92,
    vy + 58,
    { size: 7.5, color: '#555555', width: W - 92, height: 22 },
  );
  doc.fillColor('#000000');
}
