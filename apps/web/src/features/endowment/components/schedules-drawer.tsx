import '@mantine/dates/styles.layer.css';
import { Badge, Button, Drawer, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EftScheduleSchema, formatDate } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { translateMessage } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { useCloseSchedule, useEftSchedules, useSaveSchedule } from '../api/eft-admin';
import '../english';

/** Endowment schedules: all staff see them; the treasurer opens a new one and closes a live one. */
export function SchedulesDrawer({ opened, onClose, canManage }: { opened: boolean; onClose: () => void; canManage: boolean }) {
  const { t } = useTranslation();
  const list = useEftSchedules();
  const save = useSaveSchedule();
  const close = useCloseSchedule();
  const [title, setTitle] = useState('');
  const [opens, setOpens] = useState<string | null>(null);
  const [closes, setCloses] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = () => {
    const parsed = EftScheduleSchema.safeParse({ TITLE: title, OPENS_AT: opens ?? undefined, CLOSES_AT: closes ?? undefined });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    save.mutate(
      { id: null, body: parsed.data },
      {
        onSuccess: (res) => {
          toast.success(res.msg);
          setTitle('');
          setOpens(null);
          setCloses(null);
        },
      },
    );
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={t('schedules.drawerTitle')} position="right" size="md">
      <Stack gap="sm">
        {canManage ? (
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t('schedules.openNew')}
              </Text>
              <TextInput label={t('schedules.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} placeholder={t('schedules.titlePlaceholder')} />
              <DateTimePicker label={t('schedules.opens')} value={opens} onChange={setOpens} valueFormat="DD-MM-YYYY HH:mm" clearable />
              <DateTimePicker label={t('schedules.closes')} value={closes} onChange={setCloses} valueFormat="DD-MM-YYYY HH:mm" clearable />
              {error ? (
                <Text c="red" size="sm">
                  {translateMessage(error)}
                </Text>
              ) : null}
              <Group justify="flex-end">
                <Button size="xs" onClick={create} loading={save.isPending}>
                  {t('schedules.save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : null}
        {(list.data ?? []).map((s) => (
          <Paper key={s.ID} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600} size="sm">
                  {s.TITLE}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(s.OPENS_AT)} – {formatDate(s.CLOSES_AT)} · {t('schedules.applications', { count: s.APPLICATIONS })}
                </Text>
              </div>
              {s.IS_LIVE ? <Badge color="green">{t('schedules.live')}</Badge> : <Badge color="gray">{new Date(s.OPENS_AT) > new Date() ? t('schedules.upcoming') : t('schedules.closed')}</Badge>}
            </Group>
            {canManage && (s.IS_LIVE || new Date(s.OPENS_AT) > new Date()) ? (
              <Group justify="flex-end" mt="xs">
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  loading={close.isPending}
                  onClick={async () => {
                    if (await confirm(t('schedules.confirmClose', { title: s.TITLE }))) close.mutate(s.ID, { onSuccess: (res) => toast.success(res.msg) });
                  }}
                >
                  {t('schedules.closeNow')}
                </Button>
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Drawer>
  );
}
