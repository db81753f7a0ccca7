import type { NotificationsAnswerSchema } from '@portal/domain';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { readStoredLang, type Lang } from '../../../i18n/languages';
import { useLang } from '../../../i18n/use-lang';
import { api, unwrapData } from '../../../lib/api';
import { bellCall } from './bell-call';

/** How often the bell asks for new notifications (polling, decisions.md). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export type NotificationsPage = z.infer<typeof NotificationsAnswerSchema>['data'];

export const notificationsKey = ['notifications'] as const;

/** GET /api/notifications: the signed-in user's newest notifications in `lang`, and the unread count. */
export const getNotifications = async (lang: Lang) => unwrapData<NotificationsPage>(await api.get(...bellCall(lang), { silent: true }));

/**
 * Polls every ~30 s (and when the window regains focus), so the count updates without a reload. Asks in
 * the language chosen: the stored choice, which is set before the texts switch (and read at start, as the
 * early call does), so a reader in Urdu asks once, in Urdu.
 */
export const useNotifications = () => {
  useLang();
  const lang = readStoredLang();
  return useQuery({
    queryKey: [...notificationsKey, lang],
    queryFn: () => getNotifications(lang),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
};
