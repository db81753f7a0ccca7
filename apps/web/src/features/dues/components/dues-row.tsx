import { Button, Table } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, type DuesRow } from '@portal/domain';
import '../english';
import { amountInWords, duesName } from '../../../i18n/names';

const loadEditor = () => import('./dues-row-editor');
const DuesRowEditor = lazy(async () => ({ default: (await loadEditor()).DuesRowEditor }));

interface Props {
  row: DuesRow;
  editing: boolean;
  /** Another row is being edited. */
  locked: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (amount: number, words: string) => void;
}

/** One due: read-only, or editing (./dues-row-editor.tsx, loaded on the first Edit). */
export function DuesRowView({ row, editing, locked, saving, onEdit, onCancel, onSave }: Props) {
  const readOnly = <ReadOnlyRow row={row} locked={locked || editing} onEdit={onEdit} />;
  if (!editing) return readOnly;
  return (
    <Suspense fallback={readOnly}>
      <DuesRowEditor row={row} saving={saving} onCancel={onCancel} onSave={onSave} />
    </Suspense>
  );
}

function ReadOnlyRow({ row, locked, onEdit }: { row: DuesRow; locked: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td fw={600}>{row.req_snm}</Table.Td>
      <Table.Td>{duesName(row)}</Table.Td>
      <Table.Td>{formatRupees(row.dues)}</Table.Td>
      <Table.Td>{amountInWords(row.dues, row.dues_desc)}</Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="light"
          onClick={onEdit}
          // The editor's code starts loading when the admin points at or tabs to Edit.
          onPointerEnter={() => void loadEditor()}
          onFocus={() => void loadEditor()}
          disabled={locked}
          aria-label={t('dues.editOf', { card: duesName(row) })}
        >
          {t('common.edit')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
