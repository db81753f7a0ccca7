import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { DoneAnswerSchema, ImageStudent } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** POST /api/admin/searchanddeleteimage {ROLNO} → the student's C_CODE, SE_ID, MAJ_ID, ROLNO. */
export async function findImageStudent(ROLNO: string): Promise<ImageStudent> {
  return (await api.post<{ data: ImageStudent }>('/api/admin/searchanddeleteimage', { ROLNO })).data;
}

/** POST /api/delete-student-image-file/ {C_CODE, SE_ID, MAJ_ID, ROLNO}. */
export const deleteStudentImage = (s: ImageStudent) =>
  api.post<z.infer<typeof DoneAnswerSchema>>('/api/delete-student-image-file/', { C_CODE: s.C_CODE, SE_ID: s.SE_ID, MAJ_ID: s.MAJ_ID, ROLNO: s.ROLNO });

export const imageKey = (s: ImageStudent | null) => ['data-tools', 'image', s?.ROLNO ?? null] as const;

/** The photo of `s` as an object URL via GET /get-file/… with the bearer token; null when none. */
export function useStudentImageUrl(s: ImageStudent | null) {
  const q = useQuery({
    queryKey: imageKey(s),
    enabled: !!s,
    staleTime: 0,
    queryFn: async () => {
      try {
        return (await api.blob(`/get-file/${s!.C_CODE}/${s!.SE_ID}/${s!.MAJ_ID}/${encodeURIComponent(s!.ROLNO)}`, {}, { silent: true })).blob;
      } catch (e) {
        if ((e as { status?: number }).status === 404) return null;
        throw e;
      }
    },
  });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isLoading: q.isFetching };
}
