import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api';

export const studentPhotoKey = ['student', 'photo'] as const;

/** The signed-in student's photo as a Blob (null when none is on file); fetched with the bearer token. */
export const getStudentPhoto = async (): Promise<Blob | null> => {
  try {
    return (await api.blob('/api/student/photo', {}, { silent: true })).blob;
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
};

/** An object URL of the student's photo (revoked when it changes), or null. */
export function useStudentPhotoUrl(): { url: string | null; isLoading: boolean } {
  const q = useQuery({ queryKey: studentPhotoKey, queryFn: getStudentPhoto, staleTime: 60_000 });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isLoading: q.isLoading };
}
