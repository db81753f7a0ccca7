import '@mantine/dates/styles.layer.css';
import { Badge, Button, Drawer, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { EftScheduleSchema, formatDate } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { toast } from '../../../lib/toast';
import { useCloseSchedule, useEftSchedules, useSaveSchedule } from '../api/eft-admin';

/** Endowment schedules: all staff see them; the treasurer opens a new one and closes a live one. */
export function SchedulesDrawer({ opened, onClose, canManage }: { opened: boolean; onClose: () => void; canManage: boolean }) {
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
    <Drawer opened={opened} onClose={onClose} title="Endowment Schedules" position="right" size="md">
      <Stack gap="sm">
        {canManage ? (
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={600} size="sm">
                Open a new schedule
              </Text>
              <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} placeholder="Endowment Fund Autumn" />
              <DateTimePicker label="Opens" value={opens} onChange={setOpens} valueFormat="DD-MM-YYYY HH:mm" clearable />
              <DateTimePicker label="Closes" value={closes} onChange={setCloses} valueFormat="DD-MM-YYYY HH:mm" clearable />
              {error ? (
                <Text c="red" size="sm">
                  {error}
                </Text>
              ) : null}
              <Group justify="flex-end">
                <Button size="xs" onClick={create} loading={save.isPending}>
                  Save Schedule
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
                  {formatDate(s.OPENS_AT)} – {formatDate(s.CLOSES_AT)} · {s.APPLICATIONS} applications
                </Text>
              </div>
              {s.IS_LIVE ? <Badge color="green">Live</Badge> : <Badge color="gray">{new Date(s.OPENS_AT) > new Date() ? 'Upcoming' : 'Closed'}</Badge>}
            </Group>
            {canManage && (s.IS_LIVE || new Date(s.OPENS_AT) > new Date()) ? (
              <Group justify="flex-end" mt="xs">
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  loading={close.isPending}
                  onClick={async () => {
                    if (await confirm(`Close “${s.TITLE}” now? Students can no longer apply in it.`)) close.mutate(s.ID, { onSuccess: (res) => toast.success(res.msg) });
                  }}
                >
                  Close now
                </Button>
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Drawer>
  );
}
