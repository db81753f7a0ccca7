import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardApplication, CardAppliedAnswerSchema } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** POST /api/student/card-requests and …/duplicate-card-requests: the new request. */
export type CardApplicationAnswer = z.infer<typeof CardAppliedAnswerSchema>;

const toForm = (fields: CardApplication, photo: File | null) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (photo) form.append('file', photo, photo.name);
  return form;
};

/** 'new' → POST /api/student/card-requests; 'duplicate' → /api/student/duplicate-card-requests; 'fix' → update-new-card-request/{t_id}. */
export function cardApplicationUrl(kind: 'new' | 'duplicate' | 'fix', tId?: number) {
  if (kind === 'new') return '/api/student/card-requests';
  if (kind === 'duplicate') return '/api/student/duplicate-card-requests';
  return `/api/student/update-new-card-request/${tId}`;
}

/** Sends a card application or a fix as multipart; refreshes the student's requests afterwards. */
export function useSubmitCardApplication(kind: 'new' | 'duplicate' | 'fix', tId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photo }: { fields: CardApplication; photo: File | null }) => api.postForm<CardApplicationAnswer>(cardApplicationUrl(kind, tId), toForm(fields, photo)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['student'] }),
  });
}
