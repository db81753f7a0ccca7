import { MAX_PHOTO_BYTES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.js';
import { refuseControlCharacters } from '../../lib/control-characters.js';

export interface TransportUpload {
  name: string;
  /** The real size, or MAX_PHOTO_BYTES + 1 when the file was cut off past the limit. */
  size: number;
  bytes: Buffer;
}

/**
 * Reads the multipart application form: text fields and the `file` part. Oversized files are not
 * refused here, because the spec checks the last transport status before the size; their size is
 * reported as past the limit. A non-multipart body is read as fields without a file.
 */
export async function readTransportForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: TransportUpload | null }> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) {
    for (const [k, v] of Object.entries((request.body ?? {}) as Record<string, unknown>)) if (v != null) fields[k] = String(v);
    return { fields, file: null };
  }
  let file: TransportUpload | null = null;
  try {
    // throwFileSizeLimit is a plugin option the per-request type leaves out.
    const options = { throwFileSizeLimit: false, limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 40 } } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || bytes.length === 0) continue;
        const size = part.file.truncated ? Math.max(bytes.length, MAX_PHOTO_BYTES + 1) : bytes.length;
        file = { name: part.filename ?? '', size, bytes };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('Please attach only one file');
    throw e;
  }
  refuseControlCharacters(fields, true);
  return { fields, file };
}

/** A whole positive number from a form field, or null. */
export function formId(v: string | undefined): number | null {
  if (v == null || !/^\d+$/.test(v.trim())) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}
