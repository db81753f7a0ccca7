import type { Lang } from '../../../i18n/languages';

/** The bell shows the newest of these. */
export const BELL_PAGE_SIZE = 20;

/**
 * The bell's call (get-notifications.ts): the newest notifications, put into words in `lang` by the server,
 * and the unread count.
 */
export const bellCall = (lang: Lang) => ['/api/notifications', { page: 1, pageSize: BELL_PAGE_SIZE, lang }] as const;
