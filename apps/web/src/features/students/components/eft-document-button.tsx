import { FileButton, Button, Text, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { eftDocumentProblem } from '@portal/domain';
import { toast } from '../../../lib/toast';
import { useReplaceEftDocument } from '../../endowment/api/my-eft-applications';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';

/** Uploads a new supporting document (PDF or JPEG, 1 MB) for an endowment application that asks for one. */
export function EftDocumentButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const replace = useReplaceEftDocument(id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={2}>
      <FileButton
        accept="application/pdf,image/jpeg"
        onChange={(file) => {
          const problem = eftDocumentProblem(file ? { name: file.name, size: file.size } : null);
          setError(problem);
          if (problem || !file) return;
          replace.mutate(file, { onSuccess: (res) => toast.success(res.msg) });
        }}
      >
        {(props) => (
          <Button {...props} size="compact-sm" leftSection={<IconUpload size={14} />} loading={replace.isPending}>
            {t('requests.uploadDocument')}
          </Button>
        )}
      </FileButton>
      {error ? (
        <Text size="xs" c="red">
          {translateMessage(error)}
        </Text>
      ) : null}
    </Stack>
  );
}
