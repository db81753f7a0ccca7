import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailOutboxRow } from '@portal/domain';
import { translateMessage } from '../../../i18n/messages';
import { useResendMail } from '../api/resend-mail';
import '../english';

interface Props {
  /** The outbox mail shown; null: closed. */
  mail: MailOutboxRow | null;
  onClose: () => void;
  /** How the screen names an outbox state and shows a date and time. */
  statusName: (status: string) => string;
  dateTime: (iso: string | null) => string;
}

/**
 * One outbox mail: to, state, attempts, the last error, Resend when it failed, the text.
 * Loaded the first time a mail is opened (event-registrations-screen.tsx, lazyDialog).
 */
export function MailDialog({ mail, onClose, statusName, dateTime }: Props) {
  const { t } = useTranslation();
  const resend = useResendMail();
  return (
    <Modal opened={mail != null} onClose={onClose} title={mail?.SUBJECT} size="lg">
      {mail ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('eventAdmin.mailTo', { to: mail.TO, date: dateTime(mail.CREATED_AT) })}
          </Text>
          <Text size="sm">
            {statusName(mail.STATUS)} · {t(mail.ATTEMPTS === 1 ? 'eventAdmin.oneAttempt' : 'eventAdmin.attempts', { n: mail.ATTEMPTS })}
            {mail.LAST_ATTEMPT_AT ? ` · ${t('eventAdmin.lastAttempt', { date: dateTime(mail.LAST_ATTEMPT_AT) })}` : ''}
          </Text>
          {mail.ERROR && mail.STATUS !== 'sent' ? (
            <Text size="sm" c="red">
              {translateMessage(mail.ERROR)}
            </Text>
          ) : null}
          {mail.STATUS === 'failed' ? (
            <Group>
              <Button size="xs" loading={resend.isPending} onClick={() => resend.mutate(mail.ID, { onSuccess: onClose })}>
                {t('eventAdmin.resend')}
              </Button>
            </Group>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {mail.TEXT}
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
