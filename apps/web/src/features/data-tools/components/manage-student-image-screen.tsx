import { Button, Center, Group, Image, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageStudent, M } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { PageTitle } from '../../../components/page-title';
import { translateSaid } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { deleteStudentImage, findImageStudent, imageKey, useStudentImageUrl } from '../api/student-image';
import { useRollNoField } from './use-roll-no-field';
import '../english';

/**
 * /manage-student-image: SHOW previews a student's photo by roll number; DELETE deletes the shown
 * photo after confirmation.
 */
export function ManageStudentImageScreen() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const rollNo = useRollNoField();
  const [student, setStudent] = useState<ImageStudent | null>(null);
  const [busy, setBusy] = useState<null | 'show' | 'delete'>(null);
  const { url, isLoading } = useStudentImageUrl(student);

  async function show() {
    const r = rollNo.take();
    if (!r) return;
    setBusy('show');
    try {
      const s = await findImageStudent(r);
      setStudent(s);
      await qc.invalidateQueries({ queryKey: imageKey(s) });
    } catch {
      setStudent(null);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!student || !url) return;
    if (!(await confirm(t('dataTools.confirmDeleteImage', { rollNo: student.ROLNO })))) return;
    setBusy('delete');
    try {
      const res = await deleteStudentImage(student);
      toast.success(res.msg);
      await qc.invalidateQueries({ queryKey: imageKey(student) });
    } catch {
      // the api client has shown the reason
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageTitle>Manage Student Image</PageTitle>
      <Paper withBorder p="lg" radius="md" maw={620}>
        <Stack>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              show();
            }}
          >
            <Group align="flex-end">
              <TextInput style={{ flex: 1 }} {...rollNo.inputProps} />
              <Button type="submit" loading={busy === 'show'}>
                {t('dataTools.show')}
              </Button>
              <Button color="red" onClick={remove} loading={busy === 'delete'} disabled={!url}>
                {t('dataTools.delete')}
              </Button>
            </Group>
          </form>
          {student ? (
            <Group align="flex-start">
              <Paper withBorder w={180} h={216} style={{ overflow: 'hidden' }}>
                {url ? (
                  <Image src={url} alt={t('dataTools.photoOf', { rollNo: student.ROLNO })} w={180} h={216} fit="cover" />
                ) : (
                  <Center h="100%">
                    {isLoading ? (
                      <Loader size="sm" />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {translateSaid(M.idCard.imageNotFound)}
                      </Text>
                    )}
                  </Center>
                )}
              </Paper>
              <Stack gap={4}>
                <Text fw={600}>{student.NM.toUpperCase()}</Text>
                <Text size="sm">{student.ROLNO}</Text>
              </Stack>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}
