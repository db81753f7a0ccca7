import { Alert, Button, Group, Modal, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  BULK_KINDS_WITH_DATE,
  BULK_KINDS_WITH_VENUE,
  BULK_MSG,
  type BulkKind,
  type BulkResult,
  bulkStatusOptionIds,
  bulkSummary,
  MAX_BULK_ROWS,
  parseRollNumbers,
  refusedRowLabel,
  STATUS_NAMES,
} from '@portal/domain';
import { useState } from 'react';
import { useSessionUser } from '../../lib/session';
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

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** How many refusals the preview's sentence names before "…". */
const NAMED_REFUSALS = 3;

/** "12 will change, 3 will be refused: 0042-BSCS-22 (reason), …" */
function previewSentence(result: BulkResult): string {
  const head = bulkSummary(result, true);
  if (!result.refused.length) return head;
  const named = result.refused.slice(0, NAMED_REFUSALS).map((r) => `${refusedRowLabel(r)} (${r.reason})`);
  return `${head}: ${named.join(', ')}${result.refused.length > NAMED_REFUSALS ? ', …' : ''}`;
}

/**
 * One change for many rows: the form (status, comment, venue, distribution date, pasted roll numbers),
 * a preview that runs every row's save and rolls it back, the confirmation, a progress bar while the
 * rows are sent in chunks, and the result of each row.
 */
export function BulkUpdateDialog({ opened, onClose, kind, cardType, selectedIds, onApplied }: Props) {
  const user = useSessionUser();
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [venue, setVenue] = useState('');
  const [date, setDate] = useState('');
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'form' });

  const rollNumbers = parseRollNumbers(pasted);
  const count = selectedIds.length + rollNumbers.length;
  const statusOptions = user ? bulkStatusOptionIds(user, kind).map((id) => ({ value: String(id), label: STATUS_NAMES[id] ?? String(id) })) : [];

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
    if (count === 0) return setError(BULK_MSG.nothingSelected);
    if (count > MAX_BULK_ROWS) return setError(BULK_MSG.tooManyRows(MAX_BULK_ROWS));
    if (!status) return setError(BULK_MSG.selectStatus);
    setError(null);
    try {
      setStep({ name: 'preview', result: await run(true, selectedIds, rollNumbers) });
    } catch {
      setStep({ name: 'form' }); // the api client has shown the reason
    }
  }

  async function confirm(previewed: BulkResult) {
    try {
      // The rows the preview found, by id; the refused ones stay refused and untouched.
      const result = await run(false, previewed.changed.map((c) => c.T_ID), []);
      setStep({ name: 'done', result: { changed: result.changed, refused: [...previewed.refused, ...result.refused] } });
    } catch {
      setStep({ name: 'preview', result: previewed });
    } finally {
      onApplied();
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Change many rows" size="lg" closeOnClickOutside={step.name !== 'running'}>
      {step.name === 'form' ? (
        <Stack gap="sm">
          <Text size="sm">{`${selectedIds.length} selected in the list`}</Text>
          <Textarea
            label="Paste roll numbers"
            description={`One per line (or separated by commas), up to ${MAX_BULK_ROWS.toLocaleString('en')} rows in all`}
            autosize
            minRows={3}
            maxRows={8}
            value={pasted}
            onChange={(e) => setPasted(e.currentTarget.value)}
          />
          {rollNumbers.length ? <Text size="sm">{`${rollNumbers.length} roll ${rollNumbers.length === 1 ? 'number' : 'numbers'}`}</Text> : null}
          <Select label="Status" placeholder="Select a status" data={statusOptions} value={status} onChange={setStatus} required allowDeselect={false} />
          <Textarea label="Comment" description="Left empty, each row keeps its comment" value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          {BULK_KINDS_WITH_VENUE.includes(kind) ? (
            <TextInput label="Venue" description="Left empty, each row keeps its venue" value={venue} onChange={(e) => setVenue(e.currentTarget.value)} />
          ) : null}
          {BULK_KINDS_WITH_DATE.includes(kind) ? <IsoDateInput label="Distribution Date" value={date} onChange={setDate} /> : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={preview}>{`Preview ${rows(count)}`}</Button>
          </Group>
        </Stack>
      ) : null}

      {step.name === 'running' ? (
        <Stack gap="xs" aria-live="polite">
          <Text size="sm">{step.dryRun ? 'Checking each row…' : 'Saving each row…'}</Text>
          <Progress value={step.total ? (100 * step.done) / step.total : 0} aria-label="Progress" animated />
          <Text size="sm">{`${step.done} of ${rows(step.total)}`}</Text>
        </Stack>
      ) : null}

      {step.name === 'preview' ? (
        <Stack gap="sm">
          <Alert color={step.result.refused.length ? 'yellow' : 'blue'} role="status">
            {previewSentence(step.result)}
          </Alert>
          <BulkResultTable result={step.result} preview />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ name: 'form' })}>
              Back
            </Button>
            <Button onClick={() => confirm(step.result)} disabled={step.result.changed.length === 0}>
              {`Confirm: change ${rows(step.result.changed.length)}`}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {step.name === 'done' ? (
        <Stack gap="sm">
          <Alert color={step.result.refused.length ? 'yellow' : 'green'} role="status">
            {bulkSummary(step.result, false)}
          </Alert>
          <BulkResultTable result={step.result} preview={false} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
