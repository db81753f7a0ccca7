import { fileTypeFromBuffer } from 'file-type';
import { MAX_EFT_DOC_BYTES, M } from '@portal/domain';
import { badRequest } from '../../lib/errors.js';
import { reencodeJpeg } from '../../lib/photo-upload.js';
import type { Upload } from '../../lib/uploads.js';

/**
 * A real PDF or JPEG (magic bytes) of at most 1 MB. A JPEG is stored re-encoded without metadata
 * (`reencodeJpeg`); a PDF as sent. The client's file name is never kept: the stored name,
 * later sent in Content-Disposition, is made here from the type.
 */
export async function checkEftDocument(file: Upload | null): Promise<{ bytes: Buffer; mime: 'application/pdf' | 'image/jpeg'; fileName: string }> {
  if (!file) throw badRequest(M.student.eftDocRequired);
  if (file.bytes.length > MAX_EFT_DOC_BYTES) throw badRequest(M.student.eftDocTooLarge);
  const type = await fileTypeFromBuffer(file.bytes);
  if (type?.mime !== 'application/pdf' && type?.mime !== 'image/jpeg') throw badRequest(M.student.eftDocType);
  if (type.mime === 'application/pdf') return { bytes: file.bytes, mime: type.mime, fileName: EFT_DOC_NAME.pdf };
  const clean = await reencodeJpeg(file.bytes, MAX_EFT_DOC_BYTES);
  if (!clean) throw badRequest(M.student.eftDocType);
  if (clean.length > MAX_EFT_DOC_BYTES) throw badRequest(M.student.eftDocTooLarge);
  return { bytes: clean, mime: type.mime, fileName: EFT_DOC_NAME.jpg };
}

/** The stored names of endowment documents, by type (never the client's). */
export const EFT_DOC_NAME = { pdf: 'endowment-document.pdf', jpg: 'endowment-document.jpg' } as const;
