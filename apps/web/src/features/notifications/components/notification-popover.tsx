import { ActionIcon, Button, Divider, Group, Popover, ScrollArea, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { type NotificationRow, ROLE } from '@portal/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dirOf } from '../../../i18n/languages';
import { loadUrduFont, URDU_FONT_FAMILY } from '../../../i18n/urdu-font';
import { formatDateTime } from '../../../lib/format-time';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { useSetStaffDigest, useStaffDigest } from '../api/staff-digest';
import { useSessionUser } from '../../../lib/session';
import { useOpenOnMount } from '../../../lib/use-open-on-mount';

interface Props {
  /** The bell's accessible name (with the unread count). */
  label: string;
  /** The bell that was clicked had the keyboard's focus: the bell of the popover takes it over. */
  refocus: boolean;
}

/**
 * The bell's panel: the newest notifications, mark read, and the staff's digest switch. Loaded
 * the first time the bell is clicked (./notification-bell.tsx): the popover and its positioning
 * code are not part of any screen's first load. It mounts in place of the bell that was clicked and opens
 * straight away, so the popover sees the bell focused before it opens and gives focus back to it on close.
 */
export function NotificationPopover({ label, refocus }: Props) {
  const { t } = useTranslation();
  const { opened, setOpened, target } = useOpenOnMount(refocus);
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const rows = data?.rows ?? [];
  const anyUrdu = rows.some((n) => n.LANG === 'ur');
  // Urdu words need Urdu's font, in an English screen too (notifications written before they were kept as events).
  useEffect(() => {
    if (anyUrdu) void loadUrduFont();
  }, [anyUrdu]);

  const open = (n: NotificationRow) => {
    if (!n.READ_AT) markRead.mutate({ ids: [n.ID] });
    setOpened(false);
    void navigate(n.LINK);
  };

  return (
    <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon ref={target} variant="subtle" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)} data-testid="notification-bell">
          <IconBell size={22} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('notifications.title', { defaultValue: 'Notifications' })} role="dialog">
        <Group justify="space-between" px={4} mb={4}>
          <Text fw={700}>{t('notifications.title', { defaultValue: 'Notifications' })}</Text>
          {/* Looks disabled but stays focusable: a real `disabled` would drop the keyboard's focus out of the panel. */}
          <Button
            size="compact-xs"
            variant="subtle"
            data-disabled={unread === 0 || undefined}
            aria-disabled={unread === 0}
            onClick={() => unread > 0 && markRead.mutate({ all: true })}
          >
            {t('notifications.markAllRead', { defaultValue: 'Mark all read' })}
          </Button>
        </Group>
        <Divider />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t('notifications.none', { defaultValue: 'No notifications yet.' })}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((n) => (
                <li key={n.ID}>
                  <Group
                    wrap="nowrap"
                    align="flex-start"
                    gap={4}
                    p={6}
                    bg={n.READ_AT ? undefined : 'var(--mantine-color-blue-0)'}
                    style={{ borderRadius: 4 }}
                  >
                    <UnstyledButton onClick={() => open(n)} style={{ flex: 1, minWidth: 0 }} data-testid="notification-item">
                      {/* The words say which language they are in: its direction and, for Urdu, its font. */}
                      <Text size="sm" fw={n.READ_AT ? 500 : 700} lang={n.LANG} dir={dirOf(n.LANG)} ff={n.LANG === 'ur' ? URDU_FONT_FAMILY : undefined}>
                        {n.TITLE}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={3} lang={n.LANG} dir={dirOf(n.LANG)} ff={n.LANG === 'ur' ? URDU_FONT_FAMILY : undefined}>
                        {n.BODY}
                      </Text>
                      <Text size="xs" c="dimmed" mt={2}>
                        {[n.D_NM, formatDateTime(n.CREATED_AT)].filter(Boolean).join(' · ')}
                      </Text>
                    </UnstyledButton>
                    {n.READ_AT ? null : (
                      <Button size="compact-xs" variant="light" onClick={() => markRead.mutate({ ids: [n.ID] })}>
                        {t('notifications.markRead', { defaultValue: 'Mark read' })}
                      </Button>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <DigestSwitch />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Staff only: the optional daily digest email of the department's waiting requests. */
function DigestSwitch() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isStaff = user?.ROLE === ROLE.STAFF;
  const digest = useStaffDigest(isStaff);
  const setDigest = useSetStaffDigest();
  if (!isStaff || !digest.data) return null;
  return (
    <>
      <Divider my={6} />
      <Switch
        size="xs"
        px={4}
        label={t('notifications.digest', { defaultValue: 'Daily digest email' })}
        description={digest.data.EMAIL ? digest.data.EMAIL : t('notifications.noEmail', { defaultValue: 'No email address on this account' })}
        checked={digest.data.DIGEST}
        disabled={setDigest.isPending}
        onChange={(e) => setDigest.mutate(e.currentTarget.checked)}
      />
    </>
  );
}
