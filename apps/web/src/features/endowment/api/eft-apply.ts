import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EftApplication, EftAppliedAnswerSchema, EftEligibilityAnswer, EftLiveScheduleAnswer, SessionUser } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type EligibilityAnswer = EftEligibilityAnswer;
export type LiveScheduleAnswer = EftLiveScheduleAnswer;

/** The eligibility answer with its reason (the apply screen explains a refusal). */
export const useEftEligibility = (u: SessionUser | null) =>
  useQuery({
    queryKey: ['eft-eligibility-detail', u?.ID ?? 0],
    queryFn: () => api.get<EligibilityAnswer>('/api/eft/check-eft-eligibility', { C_CODE: u!.C_CODE, MAJ_ID: u!.MAJ_ID, SE_ID: u!.SE_ID, YEAR: u!.YEAR, RN: u!.RN }),
    enabled: !!u,
  });

export const useLiveSchedule = () => useQuery({ queryKey: ['eft-live-schedule-detail'], queryFn: () => api.get<LiveScheduleAnswer>('/api/eft/get-live-schedule') });

/** POST /api/eft/apply (multipart); afterwards the sidebar link and the student's lists refresh. */
export function useApplyForEndowment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: EftApplication; file: File }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      form.append('file', file, file.name);
      return api.postForm<z.infer<typeof EftAppliedAnswerSchema>>('/api/eft/apply', form);
    },
    onSuccess: () => {
      for (const key of ['eft-eligibility', 'eft-eligibility-detail', 'student']) void qc.invalidateQueries({ queryKey: [key] });
    },
  });
}
