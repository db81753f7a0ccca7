import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api';

export interface PhotoKey {
  C_CODE: number;
  SE_ID: number;
  MAJ_ID: number;
  ROLNO: string;
}

export const photoKey = (s: PhotoKey) => ['student-photo', s.C_CODE, s.SE_ID, s.MAJ_ID, s.ROLNO] as const;

/** GET /get-file/{C_CODE}/{SE_ID}/{MAJ_ID}/{ROLNO} with the bearer token; null when there is none. */
export async function getStudentPhoto(s: PhotoKey): Promise<Blob | null> {
  try {
    return (await api.blob(`/get-file/${s.C_CODE}/${s.SE_ID}/${s.MAJ_ID}/${encodeURIComponent(s.ROLNO)}`, {}, { silent: true })).blob;
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
}

/** An object URL of the photo (revoked when it changes), or null. */
export function useStudentPhotoUrl(s: PhotoKey | null) {
  const q = useQuery({ queryKey: s ? photoKey(s) : ['student-photo', 'none'], queryFn: () => getStudentPhoto(s!), enabled: !!s, staleTime: 0 });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isLoading: q.isLoading };
}
