import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import '../english';

/** A one-time password, shown once: the administrator passes it on; its owner must change it at first sign-in. */
export function OneTimePasswordModal({ shown, onClose }: { shown: { username: string; password: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={shown != null} onClose={onClose} title={t('adminAccounts.oneTimePassword')} centered closeOnClickOutside={false}>
      {shown ? (
        <Stack>
          <Text size="sm">
            <Trans i18nKey="adminAccounts.oneTimePasswordOf" values={{ username: shown.username }} components={{ b: <b dir="auto" /> }} />
          </Text>
          <Code block fz="lg" ta="center" aria-label={t('adminAccounts.oneTimePassword')} data-testid="one-time-password">
            {shown.password}
          </Code>
          <Alert color="yellow" variant="light">
            {t('adminAccounts.shownOnce')}
          </Alert>
          <Group justify="flex-end">
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {t(copied ? 'adminAccounts.copied' : 'adminAccounts.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('adminAccounts.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
