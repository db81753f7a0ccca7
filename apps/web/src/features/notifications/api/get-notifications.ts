import type { NotificationRow } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';
import { BELL_CALL } from './bell-call';

/** How often the bell asks for new notifications (issue 10: polling, decisions.md). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export interface NotificationsPage {
  rows: NotificationRow[];
  total: number;
  unread: number;
}

export const notificationsKey = ['notifications'] as const;

/** GET /api/notifications: the signed-in user's newest notifications and the unread count. */
export const getNotifications = async () => unwrapData<NotificationsPage>(await api.get(...BELL_CALL, { silent: true }));

/** Polls every ~30 s (and when the window regains focus), so the count updates without a reload. */
export const useNotifications = () =>
  useQuery({ queryKey: notificationsKey, queryFn: getNotifications, refetchInterval: NOTIFICATIONS_POLL_MS, refetchOnWindowFocus: true });
