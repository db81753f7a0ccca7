import type { MarkReadBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';
import { notificationsKey } from './get-notifications';

/** POST /api/notifications/read: `{ ids }` or `{ all: true }`; answers the unread count left. */
export const markNotificationsRead = async (body: MarkReadBody) => unwrapData<{ unread: number }>(await api.post('/api/notifications/read', body));

export const useMarkRead = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markNotificationsRead, onSettled: () => qc.invalidateQueries({ queryKey: notificationsKey }) });
};
