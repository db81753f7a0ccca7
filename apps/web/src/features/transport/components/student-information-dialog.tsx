import { Button, Center, Grid, Group, Loader, Modal, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { SectionTitle } from '../../../components/page-title';
import { changesNothing, DEFAULT_TRANSPORT_VENUE, deletesPhotoOnSave, MSG, STATUS, type StatusOption } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { confirm } from '../../../components/confirm';
import { useStaffSave } from '../../../lib/use-staff-save';
import { IsoDateInput } from '../../../components/iso-date-input';
import { PhotoFrame } from '../../../components/photo-frame';
import { downloadTransportForm, saveTransportReview, transportRequestKeys, useTransportPhotoUrl, useTransportRowData } from '../api/transport-requests';
import { StudentInformationFields } from './student-information-fields';
import { TransportHistory } from './transport-history';
import { useTranslation } from 'react-i18next';

/** "Student Information": the request read-only, the photo, and Office Use (Transport admin area). */
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
  const [downloading, setDownloading] = useState(false);
  const saved = {
    dist: data?.DISTRIBUTION_DATE ?? '',
    venue: data?.VENUE || DEFAULT_TRANSPORT_VENUE,
    status: data ? String(data.REQ_STATUS) : (null as string | null),
    comment: data?.COMMENT ?? '',
  };
  /** Image Not Clear removes the student's photo (when there is one) so that a clearer one can be uploaded. */
  const removesPhoto = (v: typeof saved) => deletesPhotoOnSave(Number(v.status)) && !!data?.HAS_PHOTO && !changesNothing(saved, v);
  // The shared staff save: after any answer the form shows what is saved; the photo removal is asked
  // first and said once, and a removed photo is not fetched again.
  const form = useStaffSave({
    saved,
    confirm: (v) => (removesPhoto(v) ? confirm(MSG.confirmImageNotClear, { confirmLabel: t('common.yes') }) : Promise.resolve(true)),
    save: (v) => saveTransportReview({ TRANS_ID: transId!, DIST_DT: v.dist, VENUE: v.venue, REQ_STATUS: Number(v.status), COMMENT: v.comment }),
    reload: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transportRequestKeys.row(transId ?? 0) }),
        queryClient.invalidateQueries({ queryKey: transportRequestKeys.list }),
      ]),
    successMessage: (a, v) => (removesPhoto(v) ? MSG.photoRemovedForNewOne : a.msg || MSG.formSaved),
    onSaved: (_a, v) => {
      if (removesPhoto(v)) queryClient.removeQueries({ queryKey: transportRequestKeys.photo(transId ?? 0) });
      onClose();
    },
  });
  const { dist, venue, status, comment } = form.values;
  const setDist = (v: string) => form.set('dist', v);
  const setVenue = (v: string) => form.set('venue', v);
  const setStatus = (v: string | null) => form.set('status', v);
  const setComment = (v: string) => form.set('comment', v);
  useEffect(() => () => void (photo.data && URL.revokeObjectURL(photo.data)), [photo.data]);

  function save() {
    if (!transId || status == null) return;
    void form.submit();
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
              <PhotoFrame
                url={data.HAS_PHOTO ? photo.data : null}
                isLoading={data.HAS_PHOTO && photo.isLoading}
                notAccepted={!data.HAS_PHOTO && data.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR}
              />
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
            <Button onClick={save} loading={form.saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
