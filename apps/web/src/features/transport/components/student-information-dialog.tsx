import { Button, Center, Grid, Group, Loader, Modal, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { SectionTitle } from '../../../components/page-title';
import { DEFAULT_TRANSPORT_VENUE, MSG, type StatusOption } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { IsoDateInput } from '../../../components/iso-date-input';
import { PhotoFrame } from '../../../components/photo-frame';
import { downloadTransportForm, saveTransportReview, transportRequestKeys, useTransportPhotoUrl, useTransportRowData } from '../api/transport-requests';
import { StudentInformationFields } from './student-information-fields';
import { TransportHistory } from './transport-history';
import { useTranslation } from 'react-i18next';

/** "Student Information": the request read-only, the photo, and Office Use (001 §2 Transport admin area). */
export function StudentInformationDialog({ transId, onClose }: { transId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
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

  const options = (statuses.data ?? []).map((s) => ({ value: String(s.REQ_ID), label: t(`status.${s.REQ_DEF}`, { defaultValue: s.REQ_DEF }) }));
  if (data && !options.some((o) => o.value === String(data.REQ_STATUS))) options.push({ value: String(data.REQ_STATUS), label: data.REQUEST_STATUS });

  return (
    <Modal opened={transId != null} onClose={onClose} title={t('cards.studentInformation')} size="xl" centered>
      {!data ? (
        <Center h={200}>
          <Loader />
        </Center>
      ) : (
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <StudentInformationFields data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <PhotoFrame url={photo.data} isLoading={photo.isLoading} />
            </Grid.Col>
          </Grid>
          <Paper withBorder p="md" radius="md">
            <SectionTitle level={3} size="h5" mb="xs">
              {t('staff.officeUse')}
            </SectionTitle>
            <Grid gap="xs">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <IsoDateInput label={t('staff.distributionDate')} value={dist} onChange={setDist} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('staff.venue')} value={venue} onChange={(e) => setVenue(e.currentTarget.value)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select label={t('staff.status')} data={options} value={status} onChange={setStatus} allowDeselect={false} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea label={t('staff.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} />
              </Grid.Col>
            </Grid>
          </Paper>
          <TransportHistory entries={data.history} />
          <Group justify="flex-end">
            <Button variant="default" onClick={download} loading={downloading}>
              {t('common.download')}
            </Button>
            <Button onClick={save} loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
