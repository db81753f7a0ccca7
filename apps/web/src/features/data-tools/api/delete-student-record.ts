import type { StudentRecordDeletedAnswerSchema } from '@portal/domain';
import type { z } from 'zod';
import { api, isApiError } from '../../../lib/api';

/** POST /api/admin/delStdRecord {rolno} → affectedRows (1 means deleted; 0 / 404 means not found). */
export async function deleteStudentRecord(rolno: string): Promise<number> {
  try {
    const res = await api.post<z.infer<typeof StudentRecordDeletedAnswerSchema>>('/api/admin/delStdRecord', { rolno }, { silent: true });
    return res.affectedRows;
  } catch (e) {
    if (isApiError(e) && e.status === 404) return 0;
    throw e;
  }
}
