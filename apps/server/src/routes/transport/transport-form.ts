import { MAX_PHOTO_BYTES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { readMultipartForm } from '../../lib/multipart-form.js';

export interface TransportUpload {
  name: string;
  /** The real size, or MAX_PHOTO_BYTES + 1 when the file was cut off past the limit. */
  size: number;
  bytes: Buffer;
}

/**
 * Reads the multipart application form: text fields and the `file` part. Oversized files are not
 * refused here, because the form's rules check the last transport status before the size; their size is
 * reported as past the limit. A non-multipart body is read as fields without a file.
 */
export async function readTransportForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: TransportUpload | null }> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) {
    // Text and numbers only: `String([36])` would be "36", a loose spelling of an id.
    for (const [k, v] of Object.entries((request.body ?? {}) as Record<string, unknown>)) if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    return { fields, file: null };
  }
  const form = await readMultipartForm(request, { fileSize: MAX_PHOTO_BYTES + 1 });
  const sent = form.files.find((f) => f.field === 'file' && f.bytes.length > 0);
  if (!sent) return { fields: form.fields, file: null };
  const size = sent.truncated ? Math.max(sent.bytes.length, MAX_PHOTO_BYTES + 1) : sent.bytes.length;
  return { fields: form.fields, file: { name: sent.fileName, size, bytes: sent.bytes } };
}
