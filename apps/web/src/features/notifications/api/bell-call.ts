/** The bell shows the newest of these. */
export const BELL_PAGE_SIZE = 20;

/** The bell's call (get-notifications.ts): the newest notifications and the unread count. */
export const BELL_CALL = ['/api/notifications', { page: 1, pageSize: BELL_PAGE_SIZE }] as const;
