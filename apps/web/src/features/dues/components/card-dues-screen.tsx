import { Alert, Paper, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DUES_TOAST_MS, type DuesCode, type DuesRow, duesUpdatedMessage, M, MSG } from '@portal/domain';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { translateSaid } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { useDues } from '../api/get-dues';
import { useUpdateDues } from '../api/update-dues';
import { DuesRowView } from './dues-row';
import '../english';

/**
 * /card-dues (dues allow-list only): "All Card Dues", what a change of dues does, the five dues rows, each
 * read-only until Edit; Save checks the dues rules shared with the server, Cancel restores the stored value.
 */
export function CardDuesScreen() {
  const { t } = useTranslation();
  const dues = useDues();
  const update = useUpdateDues();
  const [editing, setEditing] = useState<string | null>(null);

  async function save(row: DuesRow, amount: number, words: string) {
    try {
      await update.mutateAsync({ req_type: row.req_snm as DuesCode, new_dues: amount, new_dues_desc: words });
      toast.success(duesUpdatedMessage(row.req_def, amount), { autoClose: DUES_TOAST_MS, id: 'dues-updated' });
      setEditing(null);
    } catch {
      // A failed save: "Error Occurred", the row reverts, and the list reloads (the mutation refetches).
      toast.error(MSG.duesUpdateError, { id: 'dues-update-error' });
      setEditing(null);
    }
  }

  if (dues.isPending) return <PageLoader />;
  const rows = dues.data ?? [];

  return (
    <>
      <PageTitle>All Card Dues</PageTitle>
      {/* What a change does, said once (the server: an application's challan is issued with the dues of that day
          and keeps its amount, routes/dues and students/card-applications.service). A list that did not load
          says so here too, not in a toast as well. */}
      {rows.length === 0 ? null : (
        <Alert color="blue" variant="light" mb="sm">
          {t('dues.applyNote')}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {translateSaid(M.common.duesLoadError)}
        </Alert>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>{t('dues.code')}</Table.Th>
                  <Table.Th>{t('dues.card')}</Table.Th>
                  <Table.Th w={170}>{t('dues.duesPkr')}</Table.Th>
                  <Table.Th>{t('dues.amountInWords')}</Table.Th>
                  <Table.Th w={190} ta="right">
                    {t('dues.action')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <DuesRowView
                    key={row.req_snm}
                    row={row}
                    editing={editing === row.req_snm}
                    locked={editing != null && editing !== row.req_snm}
                    saving={update.isPending && editing === row.req_snm}
                    onEdit={() => setEditing(row.req_snm)}
                    onCancel={() => setEditing(null)}
                    onSave={(amount, words) => save(row, amount, words)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
}
