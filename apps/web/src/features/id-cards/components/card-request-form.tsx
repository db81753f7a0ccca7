import { Accordion, Button, Grid, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { SectionTitle } from '../../../components/page-title';
import {
  changesNothing,
  DEFAULT_CARD_VENUE,
  deletesPhotoOnSave,
  formatDate,
  formatDateInput,
  ID_CARD_MSG,
  type IdCardDetail,
  MAX_COMMENT_LENGTH,
  MAX_MACHINE_ID_LENGTH,
  MAX_RF_ID_LENGTH,
  MSG,
  STATUS,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../components/confirm';
import { IsoDateInput } from '../../../components/iso-date-input';
import { StatusBadge } from '../../../components/status-badge';
import { classLabel, officeName } from '../../../i18n/names';
import { orNA, upperName } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useStaffSave } from '../../../lib/use-staff-save';
import { deleteCardRequest, deleteStudentPhoto, downloadCardRequest, saveCardForm } from '../api/card-request-actions';
import { cardRequestKey, useStatusOptions } from '../api/get-card-request';
import { photoKey } from '../api/student-photo';
import { CardHistory } from './card-history';
import { StudentPhotoBox } from './student-photo-box';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';

function Field({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {t(`field.${label}`, { defaultValue: label })}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

export interface CardRequestFormProps {
  request: IdCardDetail;
  /** After a successful save (the caller closes the dialog or returns to the list). */
  onSaved: () => void;
  /** After the request was deleted. */
  onDeleted: () => void;
}

/**
 * The request dialog's content and the edit forms: student information, the
 * photo, the office-use fields, Delete / Save / Delete Photo / Download, and the history.
 */
export function CardRequestForm({ request: r, onSaved, onDeleted }: CardRequestFormProps) {
  const { t } = useTranslation();
  const cardType = (type: string) => t(`cardType.${type}`, { defaultValue: type });
  const qc = useQueryClient();
  const statuses = useStatusOptions();
  const [busy, setBusy] = useState<null | 'delete' | 'photo' | 'download'>(null);
  const photo = { C_CODE: r.C_CODE, SE_ID: r.SE_ID, MAJ_ID: r.MAJ_ID, ROLNO: r.ROLNO };
  const saved = {
    date: formatDateInput(r.DISTRIBUTION_DATE),
    venue: r.VENUE || DEFAULT_CARD_VENUE,
    status: String(r.REQ_STATUS) as string | null,
    rfId: r.RF_ID ?? '',
    machineId: r.MACHINE_ID ?? '',
    comment: r.COMMENT ?? '',
  };
  // The shared staff save: after any answer the form shows what is saved. "Image Not Clear" removes the
  // student's photo so that a clearer one can be uploaded: asked first, said once, and the photo is not
  // fetched again once gone.
  const form = useStaffSave({
    saved,
    confirm: (v) =>
      deletesPhotoOnSave(Number(v.status)) && r.HAS_PHOTO && !changesNothing(saved, v)
        ? confirm(MSG.confirmImageNotClear, { confirmLabel: t('common.yes') })
        : Promise.resolve(true),
    save: (v) =>
      saveCardForm({
        ...r,
        distributionDate: v.date,
        venue: v.venue,
        status: Number(v.status),
        comment: v.comment,
        RF_ID: v.rfId.trim(),
        MACHINE_ID: v.machineId.trim(),
      }),
    reload: () => qc.invalidateQueries({ queryKey: ['id-cards'] }),
    successMessage: (a) => (a.data?.PHOTO_DELETED ? MSG.photoRemovedForNewOne : a.msg || MSG.formSaved),
    onSaved: (a) => {
      if (a.data?.PHOTO_DELETED) qc.setQueryData(photoKey(photo), null);
      onSaved();
    },
  });
  const { date, venue, status, rfId, machineId, comment } = form.values;
  const setDate = (v: string) => form.set('date', v);
  const setVenue = (v: string) => form.set('venue', v);
  const setStatus = (v: string | null) => form.set('status', v);
  const setRfId = (v: string) => form.set('rfId', v);
  const setMachineId = (v: string) => form.set('machineId', v);
  const setComment = (v: string) => form.set('comment', v);

  const rfError = rfId.length > MAX_RF_ID_LENGTH ? ID_CARD_MSG.rfIdTooLong : null;
  const machineError = machineId.length > MAX_MACHINE_ID_LENGTH ? ID_CARD_MSG.machineIdTooLong : null;
  const statusData = (statuses.data ?? []).map((s) => ({ value: String(s.REQ_ID), label: t(`status.${s.REQ_DEF}`, { defaultValue: s.REQ_DEF }) }));
  if (status && !statusData.some((s) => s.value === status)) statusData.unshift({ value: status, label: r.STATUS });

  /** Reloads the lists and (unless the request is gone) its detail and history. */
  const refresh = async (deleted = false) => {
    if (deleted) qc.removeQueries({ queryKey: cardRequestKey(r.T_ID) });
    await qc.invalidateQueries({ queryKey: ['id-cards'], predicate: (q) => !(deleted && q.queryKey[1] === 'detail' && q.queryKey[2] === r.T_ID) });
  };

  async function run(kind: NonNullable<typeof busy>, work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(null);
    }
  }

  const save = () => {
    if (rfError || machineError || !status) return;
    void form.submit();
  };

  const remove = async () => {
    if (!(await confirm(MSG.confirmDeleteRecord))) return;
    await run('delete', async () => {
      const res = await deleteCardRequest(r.T_ID);
      toast.success(res.msg || MSG.deletedSuccessfully);
      onDeleted();
      await refresh(true);
    });
  };

  const removePhoto = async () => {
    if (!(await confirm(t('cards.confirmDeletePhoto')))) return;
    await run('photo', async () => {
      const res = await deleteStudentPhoto(photo);
      toast.success(res.msg);
      // The photo is gone: show none without asking the server for it again.
      qc.setQueryData(photoKey(photo), null);
      await refresh();
    });
  };

  const download = () => run('download', () => downloadCardRequest(r.T_ID, r.ROLNO));

  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 'auto' }}>
          <Group gap="xs" mb="xs">
            <SectionTitle level={3}>{t('cards.studentInformation')}</SectionTitle>
            <StatusBadge status={r.STATUS} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
            <Field label="Reference No" value={String(r.T_ID)} />
            <Field label="Roll No" value={r.ROLNO} />
            <Field label="Name" value={upperName(r.NM)} />
            <Field label="Father/Guardian Name" value={r.F_NM} />
            <Field label="Father/Guardian Contact" value={orNA(r.F_CONTACT)} />
            <Field label="Student Contact" value={orNA(r.S_CONTACT)} />
            <Field label="Department" value={officeName(r.DEPARTMENT)} />
            <Field label="Class" value={classLabel(r.CLASS)} />
            <Field label="Major" value={r.MAJOR} />
            <Field label="Session" value={r.SESSION} />
            <Field label="Blood Group" value={orNA(r.BLOOD_GROUP)} />
            <Field label="Date Of Apply" value={formatDate(r.Date_of_apply)} />
            <Field
              label="Request Type"
              value={r.ATTEMPT_NO > 1 ? t('staff.attempt', { type: cardType(r.REQUEST_TYPE), n: r.ATTEMPT_NO }) : cardType(r.REQUEST_TYPE)}
            />
          </SimpleGrid>
          <Field label="Address" value={orNA(r.ADDRESS)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 'content' }}>
          <StudentPhotoBox student={r.HAS_PHOTO ? photo : null} notAccepted={!r.HAS_PHOTO && r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR} />
        </Grid.Col>
      </Grid>

      <SectionTitle level={3}>{t('staff.officeUse')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <IsoDateInput label={t('staff.distributionDate')} value={date} onChange={setDate} />
        <TextInput label={t('staff.venue')} value={venue} onChange={(e) => setVenue(e.currentTarget.value)} />
        <Select
          label={t('staff.status')}
          data={statusData}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
          searchable={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('staff.rfId')}
          value={rfId}
          maxLength={MAX_RF_ID_LENGTH}
          error={rfError && translateMessage(rfError)}
          onChange={(e) => setRfId(e.currentTarget.value)}
        />
        <TextInput
          label={t('staff.machineNo')}
          value={machineId}
          maxLength={MAX_MACHINE_ID_LENGTH}
          error={machineError && translateMessage(machineError)}
          onChange={(e) => setMachineId(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('staff.comment')}
        value={comment}
        autosize
        minRows={2}
        maxLength={MAX_COMMENT_LENGTH}
        onChange={(e) => setComment(e.currentTarget.value)}
      />

      <Group justify="space-between">
        <Group gap="xs">
          <Button color="red" variant="light" onClick={remove} loading={busy === 'delete'} disabled={!!busy && busy !== 'delete'}>
            {t('common.delete')}
          </Button>
          <Button color="orange" variant="light" onClick={removePhoto} loading={busy === 'photo'} disabled={!r.HAS_PHOTO || (!!busy && busy !== 'photo')}>
            {t('staff.deletePhoto')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={download} loading={busy === 'download'}>
            {t('common.download')}
          </Button>
          <Button onClick={save} loading={form.saving} disabled={!!rfError || !!machineError || !status || !!busy}>
            {t('common.save')}
          </Button>
        </Group>
      </Group>

      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="history">
          <Accordion.Control>{t('staff.history')}</Accordion.Control>
          <Accordion.Panel>
            <CardHistory tId={r.T_ID} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
