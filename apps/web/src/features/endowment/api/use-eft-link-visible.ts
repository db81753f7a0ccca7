import { useQuery } from '@tanstack/react-query';
import { isStudent, type SessionUser } from '@portal/domain';
import { api } from '../../../lib/api';

/** `data.<key>` or top-level `<key>` of an answer is true (the schedule answer's `data` is the schedule). */
export const answerFlag = (body: unknown, key: string): boolean => {
  const b = body as Record<string, unknown> | null;
  const data = b?.data as Record<string, unknown> | null | undefined;
  return b?.[key] === true || (!!data && typeof data === 'object' && data[key] === true);
};

export const checkEftEligibility = (u: SessionUser) =>
  api.get<unknown>('/api/eft/check-eft-eligibility', { C_CODE: u.C_CODE, MAJ_ID: u.MAJ_ID, SE_ID: u.SE_ID, YEAR: u.YEAR, RN: u.RN }, { silent: true });

export const getLiveSchedule = () => api.get<unknown>('/api/eft/get-live-schedule', undefined, { silent: true });

/**
 * Whether the student sidebar shows Endowment Funds (spec 000 §2): the student is eligible and the
 * live schedule is open. Hidden while loading and when either call fails (spec 000 §8).
 */
export function useEftLinkVisible(user: SessionUser | null): boolean {
  const enabled = isStudent(user);
  const eligibility = useQuery({
    queryKey: ['eft-eligibility', user?.ID ?? 0],
    queryFn: () => checkEftEligibility(user!),
    enabled,
    staleTime: 10 * 60_000,
  });
  const schedule = useQuery({ queryKey: ['eft-live-schedule'], queryFn: getLiveSchedule, enabled, staleTime: 10 * 60_000 });
  return answerFlag(eligibility.data, 'eligible') && answerFlag(schedule.data, 'isLive');
}
