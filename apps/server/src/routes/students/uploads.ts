import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { MSG, MAX_EFT_DOC_BYTES, STUDENT_MSG } from '@portal/domain';
import { badRequest } from '../../lib/errors.js';

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
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 40 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw badRequest(tooLarge);
        if (bytes.length > 0) file = { fileName: part.filename, bytes, truncated: false };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Please attach only one file');
    throw e;
  }
  return { fields, file };
}

/** Parses multipart text fields with a domain schema; the first problem's message is the answer. */
export function parseFields<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>): z.infer<S> {
  const r = schema.safeParse(fields);
  if (!r.success) throw badRequest(r.error.issues[0]?.message ?? MSG.somethingWrong);
  return r.data;
}

/** A real PDF or JPEG (magic bytes) of at most 1 MB. */
export async function checkEftDocument(file: Upload | null): Promise<{ bytes: Buffer; mime: 'application/pdf' | 'image/jpeg'; fileName: string }> {
  if (!file) throw badRequest(STUDENT_MSG.eftDocRequired);
  if (file.bytes.length > MAX_EFT_DOC_BYTES) throw badRequest(STUDENT_MSG.eftDocTooLarge);
  const type = await fileTypeFromBuffer(file.bytes);
  if (type?.mime !== 'application/pdf' && type?.mime !== 'image/jpeg') throw badRequest(STUDENT_MSG.eftDocType);
  const safeName = file.fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || `document.${type.ext}`;
  return { bytes: file.bytes, mime: type.mime, fileName: safeName };
}
