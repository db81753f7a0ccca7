import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { MSG, MAX_EFT_DOC_BYTES, STUDENT_MSG } from '@portal/domain';
import { badRequest } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart-form.js';
import { reencodeJpeg } from '../../lib/photo-upload.js';

export interface Upload {
  fileName: string;
  bytes: Buffer;
  /** The file was larger than the limit (its bytes are cut off). */
  truncated: boolean;
}

/**
 * Reads a multipart form: its text fields and at most one file, refusing files past `maxBytes`
 * (the size check happens here, with the spec's message, before the bytes are looked at).
 */
export async function readMultipart(request: FastifyRequest, maxBytes: number, tooLarge: string): Promise<{ fields: Record<string, string>; file: Upload | null }> {
  if (!request.isMultipart()) throw badRequest('Please send the form as multipart/form-data');
  const { fields, files } = await readMultipartForm(request, { fileSize: maxBytes, tooLarge });
  const sent = files.find((f) => f.bytes.length > 0);
  return { fields, file: sent ? { fileName: sent.fileName, bytes: sent.bytes, truncated: false } : null };
}

/** Parses multipart text fields with a domain schema; the first problem's message is the answer. */
export function parseFields<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>): z.infer<S> {
  const r = schema.safeParse(fields);
  if (!r.success) throw badRequest(r.error.issues[0]?.message ?? MSG.somethingWrong);
  return r.data;
}

/**
 * A real PDF or JPEG (magic bytes) of at most 1 MB. A JPEG is stored re-encoded without metadata
 * (`reencodeJpeg`); a PDF as sent. The client's file name is never kept (issue 14): the stored name,
 * later sent in Content-Disposition, is made here from the type.
 */
export async function checkEftDocument(file: Upload | null): Promise<{ bytes: Buffer; mime: 'application/pdf' | 'image/jpeg'; fileName: string }> {
  if (!file) throw badRequest(STUDENT_MSG.eftDocRequired);
  if (file.bytes.length > MAX_EFT_DOC_BYTES) throw badRequest(STUDENT_MSG.eftDocTooLarge);
  const type = await fileTypeFromBuffer(file.bytes);
  if (type?.mime !== 'application/pdf' && type?.mime !== 'image/jpeg') throw badRequest(STUDENT_MSG.eftDocType);
  if (type.mime === 'application/pdf') return { bytes: file.bytes, mime: type.mime, fileName: EFT_DOC_NAME.pdf };
  const clean = await reencodeJpeg(file.bytes, MAX_EFT_DOC_BYTES);
  if (!clean) throw badRequest(STUDENT_MSG.eftDocType);
  if (clean.length > MAX_EFT_DOC_BYTES) throw badRequest(STUDENT_MSG.eftDocTooLarge);
  return { bytes: clean, mime: type.mime, fileName: EFT_DOC_NAME.jpg };
}

/** The stored names of endowment documents, by type (never the client's). */
export const EFT_DOC_NAME = { pdf: 'endowment-document.pdf', jpg: 'endowment-document.jpg' } as const;
