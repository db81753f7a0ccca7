import { type DoneAnswerSchema, formCallFor } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** The answer of deleting or restoring a request and of deleting a photo: it was done, and its message. */
type Done = z.infer<typeof DoneAnswerSchema>;

/** The edit payload: identity, office-use fields and, on the duplicate form, REQ_TYPE. */
export interface CardFormValues {
  T_ID: number;
  CARD_TYPE: number;
  YEAR: number;
  RN: number;
  C_CODE: number;
  SE_ID: number;
  MAJ_ID: number;
  ROLNO: string;
  /** YYYY-MM-DD as entered, '' when cleared. */
  distributionDate: string;
  venue: string;
  status: number;
  comment: string;
  RF_ID: string;
  MACHINE_ID: string;
}

/** YYYY-MM-DD (local day) → date and time as sent; '' stays empty. */
export function distributionDateTime(day: string): string {
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toISOString();
}

/**
 * Saves with the normal form or the duplicate form (REQ_TYPE), as the request's card type asks. Errors are
 * not toasted here: the form's save says what happened (`unchanged` when nothing was changed).
 */
export async function saveCardForm(v: CardFormValues): Promise<{ msg: string; msgCode?: string; unchanged?: boolean; data: { PHOTO_DELETED: boolean } }> {
  const call = formCallFor(v.CARD_TYPE);
  return api.post(call.path, {
    YEAR: v.YEAR,
    RN: v.RN,
    C_CODE: v.C_CODE,
    SE_ID: v.SE_ID,
    MAJ_ID: v.MAJ_ID,
    ROLNO: v.ROLNO,
    T_ID: v.T_ID,
    dtdistribution: distributionDateTime(v.distributionDate),
    venue: v.venue,
    status: v.status,
    comment: v.comment,
    RF_ID: v.RF_ID,
    MACHINE_ID: v.MACHINE_ID,
    ...(call.REQ_TYPE ? { REQ_TYPE: call.REQ_TYPE } : {}),
  }, { silent: true });
}

/** POST /api/admin/delete-idcard-request {T_ID}: to Deleted Requests. */
export const deleteCardRequest = (tId: number) => api.post<Done>('/api/admin/delete-idcard-request', { T_ID: tId });

/** POST /api/admin/restore-idcard-request {T_ID}. */
export const restoreCardRequest = (tId: number) => api.post<Done>('/api/admin/restore-idcard-request', { T_ID: tId });

/** POST /api/delete-student-image-file/ with the student's identity. */
export const deleteStudentPhoto = (s: { C_CODE: number; SE_ID: number; MAJ_ID: number; ROLNO: string }) =>
  api.post<Done>('/api/delete-student-image-file/', { C_CODE: s.C_CODE, SE_ID: s.SE_ID, MAJ_ID: s.MAJ_ID, ROLNO: s.ROLNO });

/** GET /api/admin/idcard-download/:T_ID → saves `{roll number}.zip` (form PDF + photo JPEG). */
export const downloadCardRequest = (tId: number, rollNo: string) => api.download(`/api/admin/idcard-download/${tId}`, { fileName: `${rollNo}.zip` });
