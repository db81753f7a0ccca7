import type { StudentImportAnswerSchema } from '@portal/domain';
import type { z } from 'zod';
import { ApiError } from '../../../../lib/api-error';
import { tokenStorage } from '../../../../lib/storage';
import { toast } from '../../../../lib/toast';

export type StudentImportAnswer = z.infer<typeof StudentImportAnswerSchema>;

export interface ImportRequest {
  file: File;
  dryRun: boolean;
  importValid: boolean;
  password: string;
}

/**
 * POST /api/admin/students/import (multipart). Sent with XMLHttpRequest, which reports the upload's
 * progress (`onProgress`, 0 to 1); the server then checks the rows in steps and answers once.
 */
export function importStudents(req: ImportRequest, onProgress: (sent: number) => void): Promise<StudentImportAnswer> {
  const form = new FormData();
  form.append('dryRun', String(req.dryRun));
  form.append('importValid', String(req.importValid));
  if (!req.dryRun) form.append('password', req.password);
  form.append('file', req.file, req.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/students/import');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && (body as { success?: boolean } | null)?.success !== false;
      if (ok) return resolve(body as StudentImportAnswer);
      const err = new ApiError(xhr.status, (body as { msg?: string } | null)?.msg ?? 'Something went wrong', body);
      toast.error(err.message, { code: err.msgCode, args: err.msgArgs });
      reject(err);
    };
    xhr.onerror = () => {
      const err = new ApiError(0, 'The portal could not be reached. Check the connection and try again.');
      toast.error(err.message);
      reject(err);
    };
    xhr.send(form);
  });
}
