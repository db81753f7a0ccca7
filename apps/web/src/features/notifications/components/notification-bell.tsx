import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(async () => ({ default: (await loadPopover()).NotificationPopover }));

/**
 * The notification bell of the layouts: the unread count, polled; the panel with the newest
 * notifications (./notification-popover.tsx) loads on the first click (the popover and its
 * positioning code are ~20 kB gzip every signed-in screen would otherwise load first), and starts
 * loading when the bell is pointed at or focused.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotifications();
  const [asked, setAsked] = useState<{ refocus: boolean } | null>(null);
  const unread = data?.unread ?? 0;
  const label = t('notifications.bell', { defaultValue: 'Notifications, {{count}} unread', count: unread });

  const bell = (onClick?: (e: MouseEvent<HTMLButtonElement>) => void) => (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={label}
      // What the popover's target says while its panel is closed.
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onClick}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      data-testid="notification-bell"
    >
      <IconBell size={22} stroke={1.6} />
    </ActionIcon>
  );

  return (
    // The count wraps the popover, not its target: the target's aria-expanded belongs on the button (axe aria-allowed-attr).
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={4} data-testid="notification-count">
      {asked ? (
        <Suspense fallback={bell()}>
          <NotificationPopover label={label} refocus={asked.refocus} />
        </Suspense>
      ) : (
        bell((e) => setAsked({ refocus: document.activeElement === e.currentTarget }))
      )}
    </Indicator>
  );
}
