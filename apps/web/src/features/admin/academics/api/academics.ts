import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DepartmentCreate,
  DepartmentListAnswerSchema,
  DepartmentPatch,
  MessageAnswer,
  ProgrammeCreate,
  ProgrammeListAnswerSchema,
  ProgrammePatch,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';

const key = ['admin', 'academics'] as const;

/** GET /api/admin/departments and /api/admin/programmes: the university's reference data, whole. */
export const useDepartments = () =>
  useQuery({ queryKey: [...key, 'departments'], queryFn: async () => (await api.get<z.infer<typeof DepartmentListAnswerSchema>>('/api/admin/departments')).data });
export const useProgrammes = () =>
  useQuery({ queryKey: [...key, 'programmes'], queryFn: async () => (await api.get<z.infer<typeof ProgrammeListAnswerSchema>>('/api/admin/programmes')).data });

export const addDepartment = (body: DepartmentCreate) => api.post<MessageAnswer>('/api/admin/departments', body);
export const changeDepartment = ({ id, patch }: { id: number; patch: DepartmentPatch }) => api.patch<MessageAnswer>(`/api/admin/departments/${id}`, patch);
export const addProgramme = (body: ProgrammeCreate) => api.post<MessageAnswer>('/api/admin/programmes', body);
export const changeProgramme = ({ id, patch }: { id: number; patch: ProgrammePatch }) => api.patch<MessageAnswer>(`/api/admin/programmes/${id}`, patch);

/** A change of departments or programmes: its message toasted, both lists read again. */
export function useAcademicsChange<T>(call: (v: T) => Promise<MessageAnswer>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (a) => toast.success(a.msg), onSettled: () => qc.invalidateQueries({ queryKey: key }) });
}
