import type { CheckApplicationAnswerSchema, LibrariesHostels, LibrariesHostelsAnswerSchema, MessageAnswer, StudentImgAnswerSchema } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type { LibrariesHostels };

/** POST /api/clearance-requests/student/checkApplication: data length non-zero means already applied. */
export const checkApplication = async (identity: Record<string, unknown>) =>
  ((await api.post<z.infer<typeof CheckApplicationAnswerSchema>>('/api/clearance-requests/student/checkApplication', identity, { silent: true })).data ?? []).length > 0;

/** POST /api/clearance-requests/student/checkStudentImg → exists */
export const checkStudentImg = async (identity: Record<string, unknown>) =>
  (await api.post<z.infer<typeof StudentImgAnswerSchema>>('/api/clearance-requests/student/checkStudentImg', identity, { silent: true })).exists;

/** GET /api/clearance-requests/student/libraries-hostels → hostels[0], libraries[0] */
export async function getLibrariesHostels(): Promise<LibrariesHostels> {
  const b = await api.get<z.infer<typeof LibrariesHostelsAnswerSchema>>(
    '/api/clearance-requests/student/libraries-hostels',
    undefined,
    { silent: true },
  );
  return { hostels: b.hostels?.[0] ?? [], libraries: b.libraries?.[0] ?? [] };
}

/** POST /api/clearance-requests/student/uploadImg (multipart `file`): the photo of a student with none on file. */
export function uploadClearancePhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.postForm<{ success: boolean; msg: string }>('/api/clearance-requests/student/uploadImg', form, { silent: true });
}

export interface ApplicationBody {
  d_id: number;
  hostel_id: number | null;
  mail_address: string;
  reason: string;
  card_poss: 1 | 0;
}
/** POST /api/clearance-requests/student/new → success, msg */
export const submitApplication = (b: ApplicationBody) =>
  api.post<MessageAnswer>('/api/clearance-requests/student/new', b, { silent: true });
