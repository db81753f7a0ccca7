import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Message, uncoded, M, zodIssueMessage } from '@portal/domain';
import { badRequest } from './errors.js';
import { readMultipartForm } from './multipart-form.js';

export interface Upload {
  fileName: string;
  bytes: Buffer;
  /** The file was larger than the limit (its bytes are cut off). */
  truncated: boolean;
}

/**
 * Reads a multipart form: its text fields and at most one file, refusing files past `maxBytes`
 * (the size check happens here, with the portal's size message, before the bytes are looked at).
 */
export async function readMultipart(request: FastifyRequest, maxBytes: number, tooLarge: Message): Promise<{ fields: Record<string, string>; file: Upload | null }> {
  if (!request.isMultipart()) throw badRequest(uncoded('Please send the form as multipart/form-data'));
  const { fields, files } = await readMultipartForm(request, { fileSize: maxBytes, tooLarge });
  const sent = files.find((f) => f.bytes.length > 0);
  return { fields, file: sent ? { fileName: sent.fileName, bytes: sent.bytes, truncated: false } : null };
}

/** Parses multipart text fields with a domain schema; the first problem's message is the answer. */
export function parseFields<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>): z.infer<S> {
  const r = schema.safeParse(fields);
  if (!r.success) throw badRequest(r.error.issues[0] ? zodIssueMessage(r.error.issues[0]) : M.common.somethingWrong);
  return r.data;
}
