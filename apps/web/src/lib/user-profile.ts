import type { UserProfile } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, unwrapData, type RequestOptions } from './api';
import { useSessionUser } from './session';

/**
 * GET /api/userProfile. Students: NM, F_NM, ROLNO, CLASS, YEAR, DEPARTMENT, SESSION, PH1, ADD1, C_CODE,
 * SE_ID, MAJ_ID, RN, D_ID, TR_ATTEMPT_NO, LAST_TR_S. Staff: NM, D_ID, D_NM, FM_ID, ROLE_DES, IS_DUES_ADMIN.
 */
export type { UserProfile };

export const getUserProfile = async (opts?: RequestOptions) => unwrapData<UserProfile>(await api.get('/api/userProfile', undefined, opts));

/** Query key of the signed-in user's profile (per account, so a new login never sees the old one). */
export const userProfileKey = (userId: number | undefined) => ['user-profile', userId ?? 0] as const;

/** The signed-in user's profile; cached for the session. */
export function useUserProfile(opts: { enabled?: boolean } = {}) {
  const user = useSessionUser();
  return useQuery({
    queryKey: userProfileKey(user?.ID),
    queryFn: () => getUserProfile(),
    enabled: !!user && opts.enabled !== false,
    staleTime: 5 * 60_000,
  });
}
