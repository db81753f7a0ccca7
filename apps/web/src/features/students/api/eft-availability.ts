import { useQuery } from '@tanstack/react-query';
import { isStudent, type SessionUser } from '@portal/domain';
import { api } from '../../../lib/api';

interface Eligibility {
  eligible?: boolean;
  data?: { eligible?: boolean; reason?: string | null; isLive?: boolean };
}

/**
 * Whether the endowment fund is open to this student now (the dashboard's quick link); the same two
 * calls as the sidebar link (spec 000 §7), hidden when either fails.
 */
export function useEftAvailable(user: SessionUser | null): boolean {
  const enabled = isStudent(user);
  const eligibility = useQuery({
    queryKey: ['eft-eligibility', user?.ID ?? 0],
    queryFn: () => api.get<Eligibility>('/api/eft/check-eft-eligibility', { C_CODE: user!.C_CODE, MAJ_ID: user!.MAJ_ID, SE_ID: user!.SE_ID, YEAR: user!.YEAR, RN: user!.RN }, { silent: true }),
    enabled,
    staleTime: 10 * 60_000,
  });
  const live = useQuery({ queryKey: ['eft-live-schedule'], queryFn: () => api.get<{ isLive?: boolean }>('/api/eft/get-live-schedule', undefined, { silent: true }), enabled, staleTime: 10 * 60_000 });
  const eligible = eligibility.data?.eligible === true || eligibility.data?.data?.eligible === true;
  return eligible && live.data?.isLive === true;
}
