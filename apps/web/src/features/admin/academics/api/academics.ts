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

// The changes' refusals are the dialogs' to show (under the fields they name): sent `silent`.
const silent = { silent: true };
export const addDepartment = (body: DepartmentCreate) => api.post<Said>('/api/admin/departments', body, silent);
export const changeDepartment = ({ id, patch }: { id: number; patch: DepartmentPatch }) => api.patch<Said>(`/api/admin/departments/${id}`, patch, silent);
export const addProgramme = (body: ProgrammeCreate) => api.post<Said>('/api/admin/programmes', body, silent);
export const changeProgramme = ({ id, patch }: { id: number; patch: ProgrammePatch }) => api.patch<Said>(`/api/admin/programmes/${id}`, patch, silent);
type Said = MessageAnswer & { msgCode?: string };

/** A change of departments or programmes: its message toasted, both lists read again; a refusal handed to `onRefused`. */
export function useAcademicsChange<T>(call: (v: T) => Promise<Said>, onRefused: (error: unknown) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (a) => toast.success(a.msg, { code: a.msgCode }),
    onError: onRefused,
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
