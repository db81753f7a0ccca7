import { useQuery } from '@tanstack/react-query';
import { isStudent, type SessionUser } from '@portal/domain';
import { api } from '../../../lib/api';
import { EFT_ELIGIBILITY, EFT_LIVE_SCHEDULE, eftEligibilityQuery } from './eft-link-calls';

/** `data.<key>` or top-level `<key>` of an answer is true (the schedule answer's `data` is the schedule). */
export const answerFlag = (body: unknown, key: string): boolean => {
  const b = body as Record<string, unknown> | null;
  const data = b?.data as Record<string, unknown> | null | undefined;
  return b?.[key] === true || (!!data && typeof data === 'object' && data[key] === true);
};

export const checkEftEligibility = (u: SessionUser) => api.get<unknown>(EFT_ELIGIBILITY, eftEligibilityQuery(u), { silent: true });

export const getLiveSchedule = () => api.get<unknown>(EFT_LIVE_SCHEDULE, undefined, { silent: true });

/**
 * Whether the student sidebar shows Endowment Funds: the student is eligible and the
 * live schedule is open. Hidden while loading and when either call fails.
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
