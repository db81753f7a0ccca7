import { api, isApiError } from '../../../lib/api';

/** POST /api/admin/delStdRecord {rolno} → affectedRows (1 means deleted; 0 / 404 means not found). */
export async function deleteStudentRecord(rolno: string): Promise<number> {
  try {
    const res = await api.post<{ affectedRows?: number }>('/api/admin/delStdRecord', { rolno }, { silent: true });
    return Number(res.affectedRows ?? 0);
  } catch (e) {
    if (isApiError(e) && e.status === 404) return 0;
    throw e;
  }
}
