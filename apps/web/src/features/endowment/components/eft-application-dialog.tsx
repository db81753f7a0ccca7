import { Button, Divider, Group, Modal, Select, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { EFT_STATUS_OPTIONS, EftDecisionSchema, formatDate, formatRupees } from '@portal/domain';
import type { TFunction } from 'i18next';
import { actionWords, changedFields } from '../../../components/history-words';
import { PageLoader } from '../../../components/page-loader';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateMonth } from '../../../lib/format';
import { classLabel, officeName } from '../../../i18n/names';
import { useStaffSave } from '../../../lib/use-staff-save';
import { downloadEftDocument, useDecideEftApplication, useEftApplication, type EftHistoryEntry } from '../api/eft-admin';
import { useTranslation } from 'react-i18next';
import '../english';

/** An entry in words: the action, then the status and comment when they changed. */
const change = (h: EftHistoryEntry, t: TFunction) =>
  [
    actionWords(h.ACTION, t),
    ...changedFields(
      h.BEFORE,
      h.AFTER,
      [
        { key: 'STATUS', label: t('cards.historyStatus'), kind: 'status' },
        { key: 'COMMENT', label: t('cards.historyComment') },
      ],
      t,
    ),
  ].join(' · ');

/** Details of an endowment application; the treasurer sets status and comment, other staff read. */
export function EftApplicationDialog({ id, canDecide, onClose }: { id: number | null; canDecide: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useEftApplication(id);
  const decide = useDecideEftApplication(id ?? 0);
  const [error, setError] = useState<string | null>(null);
  const a = q.data;
  // The shared staff save: after a refusal (or "nothing to save") the form shows what is saved.
  const form = useStaffSave({
    saved: { status: a ? String(a.REQ_STATUS) : (null as string | null), comment: a?.COMMENT ?? '' },
    save: (v) => decide.mutateAsync({ STATUS: Number(v.status), COMMENT: v.comment }),
    reload: () => q.refetch(),
    onSaved: () => onClose(),
  });
  const { status, comment } = form.values;
  const setStatus = (v: string | null) => form.set('status', v);
  const setComment = (v: string) => {
    setError(null);
    form.set('comment', v);
  };

  const save = () => {
    // A comment missing from the form is pointed at in place; nothing is sent.
    const parsed = EftDecisionSchema.safeParse({ STATUS: Number(status), COMMENT: comment });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    void form.submit();
  };

  const info: [string, string][] = a
    ? [
        ['Name', a.NM.toUpperCase()],
        ['Father Name', a.F_NM],
        ['Roll No', a.ROLNO],
        ['Class', classLabel(a.CLASS)],
        ['Department', officeName(a.DEPARTMENT)],
        ['Session', a.SESSION],
        ['Schedule', a.SCHEDULE_TITLE],
        ['Date Of Apply', formatDate(a.APPLIED_AT)],
        ['Household Income', formatRupees(a.HOUSEHOLD_INCOME)],
        ['Dependants', String(a.DEPENDANTS)],
        ['Guardian Occupation', a.GUARDIAN_OCCUPATION],
      ]
    : [];

  return (
    <Modal opened={id != null} onClose={onClose} title={t('eft.applicationTitle')} size="xl" fullScreen={false}>
      {!a ? (
        <PageLoader />
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
            {info.map(([l, v]) => (
              <Group key={l} gap={8} wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" miw={140}>
                  {t(`field.${l}`, { defaultValue: l })}
                </Text>
                <Text size="sm" fw={500}>
                  {v || '—'}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
          <div>
            <Text size="sm" c="dimmed">
              {t('staff.reason')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {a.REASON}
            </Text>
          </div>
          <Group>
            <Button variant="light" size="xs" leftSection={<IconDownload size={14} />} onClick={() => void downloadEftDocument(a.ID)}>
              {a.DOC_NAME}
            </Button>
            <StatusBadge status={a.STATUS} />
          </Group>
          <Divider label={t('staff.officeUse')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('staff.status')}
              data={EFT_STATUS_OPTIONS.map((o) => ({ value: String(o.REQ_ID), label: t(`status.${o.REQ_DEF}`, { defaultValue: o.REQ_DEF }) }))}
              value={status}
              onChange={setStatus}
              disabled={!canDecide}
              allowDeselect={false}
            />
            <Textarea
              label={t('staff.commentFeedback')}
              autosize
              minRows={1}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              disabled={!canDecide}
              error={error}
            />
          </SimpleGrid>
          {!canDecide ? (
            <Text size="xs" c="dimmed">
              {t('staff.treasurerDecides')}
            </Text>
          ) : null}
          {a.HISTORY.length ? (
            <>
              <Divider label={t('staff.history')} labelPosition="left" />
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing={4} fz="sm">
                  <Table.Tbody>
                    {a.HISTORY.map((h) => (
                      <Table.Tr key={`${h.AT}-${h.ACTION}`}>
                        <Table.Td>{formatDateMonth(h.AT)}</Table.Td>
                        <Table.Td>{h.ACTOR_NAME}</Table.Td>
                        <Table.Td>{change(h, t)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            {canDecide ? (
              <Button onClick={save} loading={form.saving}>
                {t('common.save')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
