import { Button, Center, Grid, Group, Image, Loader, Modal, Paper, Select, Stack, Text, Textarea, TextInput, Timeline, Title } from '@mantine/core';
import { DEFAULT_TRANSPORT_VENUE, formatDate, MSG, type StatusOption, statusName } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { IsoDateInput } from '../../../components/iso-date-input';
import {
  downloadTransportForm,
  type HistoryEntry,
  saveTransportReview,
  transportRequestKeys,
  useTransportPhotoUrl,
  useTransportRowData,
} from '../api/transport-requests';

const Field = ({ label, value }: { label: string; value: unknown }) => (
  <TextInput label={label} value={value == null || value === '' ? 'N/A' : String(value)} readOnly variant="filled" size="sm" />
);

function History({ entries }: { entries: HistoryEntry[] }) {
  if (!entries.length) return null;
  return (
    <Stack gap={4}>
      <Title order={6}>History</Title>
      <Timeline bulletSize={10} lineWidth={1}>
        {entries.map((h) => (
          <Timeline.Item
            key={`${h.AT}-${h.ACTION}-${h.ACTOR_NAME}`}
            title={<Text size="xs" fw={600}>{`${formatDate(h.AT)} · ${h.ACTOR_NAME} · ${h.ACTION}`}</Text>}
          >
            <Text size="xs" c="dimmed">
              {h.BEFORE?.REQ_STATUS !== h.AFTER?.REQ_STATUS
                ? `Status: ${h.BEFORE ? statusName(h.BEFORE.REQ_STATUS as number) : '—'} → ${statusName(h.AFTER?.REQ_STATUS as number)}`
                : 'Details changed'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** "Student Information": the request read-only, the photo, and Office Use (001 §2 Transport admin area). */
export function StudentInformationDialog({ transId, onClose }: { transId: number | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const row = useTransportRowData(transId);
  const data = row.data;
  const photo = useTransportPhotoUrl(transId, !!data?.HAS_PHOTO);
  const statuses = useQuery({
    queryKey: ['request-status-list'],
    queryFn: () => api.get<StatusOption[]>('/api/admin/getrequeststatuslist'),
    staleTime: 10 * 60_000,
  });
  const [dist, setDist] = useState('');
  const [venue, setVenue] = useState(DEFAULT_TRANSPORT_VENUE);
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (!data) return;
    setDist(data.DISTRIBUTION_DATE ?? '');
    setVenue(data.VENUE || DEFAULT_TRANSPORT_VENUE);
    setStatus(String(data.REQ_STATUS));
    setComment(data.COMMENT ?? '');
  }, [data]);
  useEffect(() => () => void (photo.data && URL.revokeObjectURL(photo.data)), [photo.data]);

  async function save() {
    if (!transId || status == null) return;
    setBusy(true);
    try {
      await saveTransportReview({ TRANS_ID: transId, DIST_DT: dist, VENUE: venue, REQ_STATUS: Number(status), COMMENT: comment });
      toast.success(MSG.formSaved);
      await queryClient.invalidateQueries({ queryKey: transportRequestKeys.list });
      onClose();
    } catch {
      // the api client has shown the reason
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    if (!transId) return;
    setDownloading(true);
    try {
      await downloadTransportForm(transId);
    } catch {
      // shown
    } finally {
      setDownloading(false);
    }
  }

  const options = (statuses.data ?? []).map((s) => ({ value: String(s.REQ_ID), label: s.REQ_DEF }));
  if (data && !options.some((o) => o.value === String(data.REQ_STATUS))) options.push({ value: String(data.REQ_STATUS), label: data.REQUEST_STATUS });

  return (
    <Modal opened={transId != null} onClose={onClose} title={<Title order={4}>Student Information</Title>} size="xl" centered>
      {!data ? (
        <Center h={200}>
          <Loader />
        </Center>
      ) : (
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Grid gap="xs">
                <Grid.Col span={6}>
                  <Field label="Roll No" value={data.ROLNO} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Name" value={data.NM.toUpperCase()} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Father/Guardian Name" value={data.F_NM} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Father/Guardian Contact" value={data.F_CONTACT} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Department" value={data.DEPARTMENT} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Session" value={data.SESSION} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Class" value={data.CLASS} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Major" value={data.MAJOR} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Student Contact" value={data.S_CONTACT} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Apply Date" value={data.DATE_OF_APPLY} />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Field label="Permanent Address" value={data.ADDRESS} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Route No" value={`${data.ROUTE_NO} - ${data.ROUTE_NAME}`} />
                </Grid.Col>
                <Grid.Col span={6}>
                  <Field label="Stop Name" value={data.STOP_NAME} />
                </Grid.Col>
              </Grid>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Paper withBorder radius="sm" w={150} h={180} style={{ overflow: 'hidden' }}>
                {photo.data ? (
                  <Image src={photo.data} alt="Student photo" w={150} h={180} fit="cover" />
                ) : (
                  <Center h="100%">
                    {photo.isLoading ? (
                      <Loader size="sm" />
                    ) : (
                      <Text size="sm" c="dimmed">
                        No photo
                      </Text>
                    )}
                  </Center>
                )}
              </Paper>
            </Grid.Col>
          </Grid>
          <Paper withBorder p="md" radius="md">
            <Title order={5} mb="xs">
              Office Use
            </Title>
            <Grid gap="xs">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <IsoDateInput label="Distribution Date" value={dist} onChange={setDist} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Venue" value={venue} onChange={(e) => setVenue(e.currentTarget.value)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select label="Status" data={options} value={status} onChange={setStatus} allowDeselect={false} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea label="Comment" value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} />
              </Grid.Col>
            </Grid>
          </Paper>
          <History entries={data.history} />
          <Group justify="flex-end">
            <Button variant="default" onClick={download} loading={downloading}>
              Download
            </Button>
            <Button onClick={save} loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
