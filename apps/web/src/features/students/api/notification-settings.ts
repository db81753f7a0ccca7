import type { MessageAnswer, NotificationSettings, NotificationSettingsData } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export const notificationSettingsKey = ['student', 'notification-settings'] as const;

/** GET /api/student/notification-settings: the student's email address and whether notifications come by email. */
export const getNotificationSettings = async () =>
  unwrapData<NotificationSettingsData>(await api.get('/api/student/notification-settings'));
export const useNotificationSettings = () => useQuery({ queryKey: notificationSettingsKey, queryFn: getNotificationSettings });

/** PUT /api/student/notification-settings (validated on the server; a bad address answers 400). */
export const saveNotificationSettings = (body: NotificationSettings) => api.put<MessageAnswer>('/api/student/notification-settings', body);
export const useSaveNotificationSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (r) => toast.success(r.msg),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationSettingsKey }),
  });
};
