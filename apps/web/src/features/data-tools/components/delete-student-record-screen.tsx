import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { M, MSG } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { PageTitle } from '../../../components/page-title';
import { translateSaid } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { deleteStudentRecord } from '../api/delete-student-record';
import { useRollNoField } from './use-roll-no-field';
import '../english';

/**
 * /manage-record-data and /manage-record: delete a student's record by roll number:
 * 'Deleted successfully' or 'Not found', and the input is cleared. Asks first: it cannot be undone.
 */
export function DeleteStudentRecordScreen() {
  const { t } = useTranslation();
  const rollNo = useRollNoField();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const r = rollNo.take();
    if (!r) return;
    if (!(await confirm(`${translateSaid(M.common.confirmDeleteUndone)} (${r})`))) return;
    setBusy(true);
    try {
      const affected = await deleteStudentRecord(r);
      if (affected === 1) toast.success(MSG.deletedSuccessfully);
      else toast.error(MSG.notFound);
      rollNo.clear();
    } catch (e) {
      toast.error((e as Error).message || MSG.somethingWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>Delete Student Record</PageTitle>
      <Paper withBorder p="lg" radius="md" maw={520}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextInput {...rollNo.inputProps} />
          <Group justify="flex-end" mt="md">
            <Button type="submit" color="red" loading={busy}>
              {t('dataTools.deleteRecord')}
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  );
}
