import JSZip from 'jszip';
import type { IdCardDetail } from '@portal/domain';
import { buildIdCardFormPdf } from './id-card-request-form.js';

/** A file name part made safe for zip entries and downloads (roll numbers are already plain). */
export const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

/**
 * `{roll number}.zip` holding the request form as `{roll number}.pdf` and the photo as
 * `{roll number}.jpg` (left out when the student has no photo).
 */
export async function buildIdCardZip(d: {
  institution: string;
  request: IdCardDetail;
  photo: Buffer | null;
  printedAt: Date;
}): Promise<{ fileName: string; zip: Buffer }> {
  const base = fileSafe(d.request.ROLNO);
  const zip = new JSZip();
  zip.file(`${base}.pdf`, await buildIdCardFormPdf(d));
  if (d.photo) zip.file(`${base}.jpg`, d.photo);
  return { fileName: `${base}.zip`, zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }) };
}
