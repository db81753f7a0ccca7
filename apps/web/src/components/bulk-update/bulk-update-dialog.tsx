import { Alert, Button, Group, Modal, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  BULK_KINDS_WITH_DATE,
  BULK_KINDS_WITH_VENUE,
  BULK_MSG,
  type BulkKind,
  type BulkResult,
  bulkStatusOptionIds,
  MAX_BULK_ROWS,
  MSG,
  parseRollNumbers,
  refusedRowLabel,
  STATUS_NAMES,
} from '@portal/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageMessage, translateMessage, translatePageMessage } from '../../i18n/messages';
import { formatNumber } from '../../lib/format';
import { useSessionUser } from '../../lib/session';
import { CancelAndActions } from '../cancel-and-actions';
import { IsoDateInput } from '../iso-date-input';
import { BulkResultTable } from './bulk-result-table';
import { runBulk } from './bulk-update-api';

interface Props {
  opened: boolean;
  onClose: () => void;
  kind: BulkKind;
  /** ID cards: the card list the rows must belong to. */
  cardType?: number;
  /** The ids of the rows ticked in the list. */
  selectedIds: number[];
  /** Called after the change was applied (the list reloads and the selection clears). */
  onApplied: () => void;
}

type Step = { name: 'form' } | { name: 'running'; dryRun: boolean; done: number; total: number } | { name: 'preview'; result: BulkResult } | { name: 'done'; result: BulkResult };

const rows = (n: number, t: TFunction) => t(n === 1 ? 'bulkUpdate.oneRow' : 'bulkUpdate.manyRows', { n });

/** "12 will change, 3 will be refused" (the domain's `bulkSummary`, in the chosen language). */
const summary = (result: BulkResult, preview: boolean, t: TFunction) => {
  const head = t(preview ? 'bulkUpdate.summaryPreview' : 'bulkUpdate.summaryDone', { changed: result.changed.length, refused: result.refused.length });
  const same = result.unchanged?.length ?? 0;
  return same ? `${head}; ${t('bulkUpdate.summaryUnchanged', { n: same })}` : head;
};

/** How many refusals the preview's sentence names before "…". */
const NAMED_REFUSALS = 3;

/** "12 will change, 3 will be refused: 0042-BSCS-22 (reason), …" */
function previewSentence(result: BulkResult, t: TFunction): string {
  const head = summary(result, true, t);
  if (!result.refused.length) return head;
  const named = result.refused.slice(0, NAMED_REFUSALS).map((r) => `${refusedRowLabel(r)} (${translateMessage(r.reason, r.msgCode, r.msgArgs)})`);
  return `${head}: ${named.join(', ')}${result.refused.length > NAMED_REFUSALS ? ', …' : ''}`;
}

/**
 * One change for many rows: the form (status, comment, venue, distribution date, pasted roll numbers),
 * a preview that runs every row's save and rolls it back, the confirmation, a progress bar while the
 * rows are sent in chunks, and the result of each row.
 */
export function BulkUpdateDialog({ opened, onClose, kind, cardType, selectedIds, onApplied }: Props) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [venue, setVenue] = useState('');
  const [date, setDate] = useState('');
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<PageMessage | null>(null);
  const [step, setStep] = useState<Step>({ name: 'form' });

  const rollNumbers = parseRollNumbers(pasted);
  const count = selectedIds.length + rollNumbers.length;
  const statusOptions = user ? bulkStatusOptionIds(user, kind).map((id) => ({ value: String(id), label: STATUS_NAMES[id] ? t(`status.${STATUS_NAMES[id]}`, { defaultValue: STATUS_NAMES[id] }) : String(id) })) : [];

  function close() {
    if (step.name === 'running') return;
    if (step.name === 'done') {
      setPasted('');
      setComment('');
      setVenue('');
      setDate('');
    }
    setStep({ name: 'form' });
    setError(null);
    onClose();
  }

  async function run(dryRun: boolean, T_IDs: number[], ROLNOs: string[]) {
    setStep({ name: 'running', dryRun, done: 0, total: T_IDs.length + ROLNOs.length });
    const change = { STATUS: Number(status), COMMENT: comment, VENUE: venue || undefined, DIST_DT: date || undefined };
    return runBulk({ kind, cardType, change, T_IDs, ROLNOs, dryRun }, (done, total) => setStep({ name: 'running', dryRun, done, total }));
  }

  async function preview() {
    if (count === 0) return setError({ text: BULK_MSG.nothingSelected });
    if (count > MAX_BULK_ROWS) return setError({ text: BULK_MSG.tooManyRows(MAX_BULK_ROWS), code: 'bulk.tooManyRows', args: [String(MAX_BULK_ROWS)] });
    if (!status) return setError({ text: MSG.selectStatus });
    setError(null);
    try {
      setStep({ name: 'preview', result: await run(true, selectedIds, rollNumbers) });
    } catch {
      setStep({ name: 'form' }); // the api client has shown the reason
    }
  }

  async function confirm(previewed: BulkResult) {
    try {
      // The rows the preview found to change, by id; the refused ones stay refused, the ones already so untouched.
      const result = await run(false, previewed.changed.map((c) => c.T_ID), []);
      setStep({
        name: 'done',
        result: { changed: result.changed, unchanged: [...previewed.unchanged, ...result.unchanged], refused: [...previewed.refused, ...result.refused] },
      });
    } catch {
      setStep({ name: 'preview', result: previewed });
    } finally {
      onApplied();
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('bulkUpdate.title')} size="lg" closeOnClickOutside={step.name !== 'running'}>
      {step.name === 'form' ? (
        <Stack gap="sm">
          <Text size="sm">{t('bulkUpdate.selectedInList', { n: selectedIds.length })}</Text>
          <Textarea
            label={t('bulkUpdate.pasteRollNumbers')}
            description={t('bulkUpdate.pasteDescription', { max: formatNumber(MAX_BULK_ROWS) })}
            autosize
            minRows={3}
            maxRows={8}
            value={pasted}
            onChange={(e) => setPasted(e.currentTarget.value)}
          />
          {rollNumbers.length ? <Text size="sm">{t(rollNumbers.length === 1 ? 'bulkUpdate.oneRollNumber' : 'bulkUpdate.rollNumbers', { n: rollNumbers.length })}</Text> : null}
          <Select label={t('bulkUpdate.status')} placeholder={t('bulkUpdate.selectStatus')} data={statusOptions} value={status} onChange={setStatus} required allowDeselect={false} />
          <Textarea label={t('bulkUpdate.comment')} description={t('bulkUpdate.commentDescription')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          {BULK_KINDS_WITH_VENUE.includes(kind) ? (
            <TextInput label={t('bulkUpdate.venue')} description={t('bulkUpdate.venueDescription')} value={venue} onChange={(e) => setVenue(e.currentTarget.value)} />
          ) : null}
          {BULK_KINDS_WITH_DATE.includes(kind) ? <IsoDateInput label={t('bulkUpdate.distributionDate')} value={date} onChange={setDate} /> : null}
          {error ? (
            <Alert color="red" role="alert">
              {translatePageMessage(error)}
            </Alert>
          ) : null}
          <CancelAndActions onCancel={close}>
            <Button onClick={preview}>{t('bulkUpdate.previewRows', { rows: rows(count, t) })}</Button>
          </CancelAndActions>
        </Stack>
      ) : null}

      {step.name === 'running' ? (
        <Stack gap="xs" aria-live="polite">
          <Text size="sm">{step.dryRun ? t('bulkUpdate.checking') : t('bulkUpdate.saving')}</Text>
          <Progress value={step.total ? (100 * step.done) / step.total : 0} aria-label={t('bulkUpdate.progress')} animated />
          <Text size="sm">{t('bulkUpdate.doneOf', { done: step.done, rows: rows(step.total, t) })}</Text>
        </Stack>
      ) : null}

      {step.name === 'preview' ? (
        <Stack gap="sm">
          <Alert color={step.result.refused.length ? 'yellow' : 'blue'} role="status">
            {previewSentence(step.result, t)}
          </Alert>
          <BulkResultTable result={step.result} preview />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ name: 'form' })}>
              {t('common.back')}
            </Button>
            <Button onClick={() => confirm(step.result)} disabled={step.result.changed.length === 0}>
              {t('bulkUpdate.confirmChange', { rows: rows(step.result.changed.length, t) })}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {step.name === 'done' ? (
        <Stack gap="sm">
          <Alert color={step.result.refused.length ? 'yellow' : 'green'} role="status">
            {summary(step.result, false, t)}
          </Alert>
          <BulkResultTable result={step.result} preview={false} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('bulkUpdate.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
