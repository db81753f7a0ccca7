import type { ListParams, NewInterStudent, Paged } from '@portal/domain';
import { api, toPaged } from '../../../lib/api';

export const newInterKey = (year: number) => ['new-inter-students', year] as const;

/** POST /api/admin/new-inter-students {year} (+ paging, filters F_NO / ROLNO): from the LMS via our server. */
export async function getNewInterStudents(year: number, params: ListParams): Promise<Paged<NewInterStudent>> {
  return toPaged<NewInterStudent>(await api.post('/api/admin/new-inter-students', { year, ...params }, { silent: true }));
}

/** GET /api/admin/new-inter-students/excel?year= → saves the .xlsx. */
export const downloadNewInterExcel = (year: number) =>
  api.download('/api/admin/new-inter-students/excel', { query: { year }, fileName: `New Intermediate Students ${year}.xlsx` });
