import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepartmentCreate, DepartmentPatch, DepartmentRow, ProgrammeCreate, ProgrammePatch, ProgrammeRow } from '@portal/domain';
import { api } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';

const key = ['admin', 'academics'] as const;

/** GET /api/admin/departments and /api/admin/programmes: the university's reference data, whole. */
export const useDepartments = () =>
  useQuery({ queryKey: [...key, 'departments'], queryFn: async () => (await api.get<{ data: DepartmentRow[] }>('/api/admin/departments')).data });
export const useProgrammes = () =>
  useQuery({ queryKey: [...key, 'programmes'], queryFn: async () => (await api.get<{ data: ProgrammeRow[] }>('/api/admin/programmes')).data });

export const addDepartment = (body: DepartmentCreate) => api.post<{ msg: string }>('/api/admin/departments', body);
export const changeDepartment = ({ id, patch }: { id: number; patch: DepartmentPatch }) => api.patch<{ msg: string }>(`/api/admin/departments/${id}`, patch);
export const addProgramme = (body: ProgrammeCreate) => api.post<{ msg: string }>('/api/admin/programmes', body);
export const changeProgramme = ({ id, patch }: { id: number; patch: ProgrammePatch }) => api.patch<{ msg: string }>(`/api/admin/programmes/${id}`, patch);

/** A change of departments or programmes: its message toasted, both lists read again. */
export function useAcademicsChange<T>(call: (v: T) => Promise<{ msg: string }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (a) => toast.success(a.msg), onSettled: () => qc.invalidateQueries({ queryKey: key }) });
}
