import type { FastifyRequest } from 'fastify';
import { M, type Message } from '@portal/domain';
import { refuseControlCharacters } from './control-characters.js';
import { AppError, badRequest } from './errors.js';

/** A file part of a form, read into memory. */
export interface FormFile {
  field: string;
  fileName: string;
  bytes: Buffer;
  /** The file was larger than the limit: `bytes` are cut off there. */
  truncated: boolean;
}

export interface ReadFormOptions {
  /** Bytes a file may have. */
  fileSize: number;
  /** The message for a file past `fileSize`; without one, the file is kept cut off and marked `truncated`. */
  tooLarge?: Message;
}

/**
 * The one reader of multipart bodies (every upload route reads its form here): the text fields and at
 * most one file. A body the parser cannot read (no boundary, cut off before its end, a malformed part,
 * more parts or fields than allowed, a field named like an object's prototype) is the caller's mistake:
 * 400 with MSG.badMultipart, never a 500, and it is read before anything is written. Text fields are
 * checked for control characters like every other input.
 */
export async function readMultipartForm(request: FastifyRequest, { fileSize, tooLarge }: ReadFormOptions): Promise<{ fields: Record<string, string>; files: FormFile[] }> {
  const fields: Record<string, string> = {};
  const files: FormFile[] = [];
  // throwFileSizeLimit is a plugin option the per-request type leaves out.
  const options = { throwFileSizeLimit: tooLarge !== undefined, limits: { fileSize, files: 1, fields: 40 } } as Parameters<FastifyRequest['parts']>[0];
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ field: part.fieldname, fileName: part.filename ?? '', bytes, truncated: part.file.truncated });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (e) {
    throw formError(e, tooLarge);
  }
  if (tooLarge !== undefined && files.some((f) => f.truncated)) throw badRequest(tooLarge);
  refuseControlCharacters(fields, true);
  return { fields, files };
}

/** What a failed read answers: the file-size and file-count limits say so; anything else is an unreadable body. */
function formError(e: unknown, tooLarge: Message | undefined): AppError {
  if (e instanceof AppError) return e;
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' && tooLarge !== undefined) return badRequest(tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(M.common.oneFileOnly);
  return badRequest(M.common.badMultipart);
}
