import { Alert, Box, Group, Image, Stack, Text } from '@mantine/core';
import type { CardHolder, CardReasonCode, CardVerdict } from '@portal/domain/cards/schemas';
import { IconCircleCheck, IconCircleX, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { formatTime } from '../../../lib/format-time';
import { formatDay } from './format-day';
import '../english';

/** One check's outcome, from the university (online) or from the phone alone (offline). */
export interface CheckResult {
  source: 'online' | 'offline';
  verdict: CardVerdict;
  reasonCode: CardReasonCode | null;
  /** The server's sentence (online). */
  reason: string | null;
  holder: CardHolder | null;
  photoUrl: string | null;
  checkedAt: string;
}

/** Green for VALID only; every other outcome is a card not to accept. */
const COLOUR: Record<CardVerdict, string> = { valid: '#2b8a3e', revoked: '#c92a2a', expired: '#c92a2a', 'not-genuine': '#c92a2a' };

function Detail({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Text size="lg">
      <Text span c="dimmed" size="md">
        {label}:{' '}
      </Text>
      <Text span fw={700}>
        <bdi>{value}</bdi>
      </Text>
    </Text>
  );
}

/**
 * The verifier's answer: a large VALID (green) or REVOKED / EXPIRED / NOT GENUINE (red), why, and the
 * holder as the card shows them (photo, name, roll number, programme, valid-until; a pass's route and
 * stop) — nothing more. Offline, it says plainly that revocation could not be checked.
 */
export function VerifyVerdict({ result }: { result: CheckResult }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { verdict, holder, reasonCode } = result;
  const code = verdict === 'valid' ? 'valid' : reasonCode;
  // English shows the server's own sentence (it names an office's reason); Urdu its translation by code.
  const reason = lang === 'en' && result.reason ? result.reason : code ? t(`digitalCard.reason.${code}`) : result.reason;
  const officeReason = lang !== 'en' && reasonCode === 'revoked-by-office' ? result.reason : null;
  return (
    <Stack gap="md" data-testid="verify-result" data-verdict={verdict} data-source={result.source}>
      <Box bg={COLOUR[verdict]} c="white" p="lg" style={{ borderRadius: 12 }} role="status">
        <Group gap="sm" justify="center" wrap="nowrap">
          {verdict === 'valid' ? <IconCircleCheck size={56} aria-hidden /> : <IconCircleX size={56} aria-hidden />}
          <Text fw={900} fz={44} lh={1.1} ta="center" data-testid="verdict">
            {t(`digitalCard.verdict.${verdict}`)}
          </Text>
        </Group>
        {reason ? (
          <Text ta="center" fw={600} mt="xs" size="lg">
            {reason}
          </Text>
        ) : null}
        {officeReason ? (
          <Text ta="center" mt={4}>
            <bdi>{officeReason}</bdi>
          </Text>
        ) : null}
      </Box>
      {result.source === 'offline' ? (
        <Alert color="yellow" variant="light" icon={<IconWifiOff />} data-testid="offline-notice" style={{ border: '2px solid var(--mantine-color-yellow-8)' }}>
          <Text fw={700} c="black">
            {t('digitalCard.offlineNotice')}
          </Text>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('digitalCard.checkedOnline', { time: formatTime(result.checkedAt) })}
        </Text>
      )}
      {holder ? (
        <Group align="flex-start" gap="md" wrap="nowrap" aria-label={t('digitalCard.holder')}>
          {result.photoUrl ? <Image src={result.photoUrl} alt={t('digitalCard.photo')} w={110} h={132} fit="cover" radius="sm" style={{ border: '1px solid #868e96' }} /> : null}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={800} fz={24} lh={1.2}>
              <bdi>{holder.name}</bdi>
            </Text>
            <Detail label={t('digitalCard.rollNo')} value={holder.rollNo} />
            <Detail label={t('digitalCard.programme')} value={holder.programme} />
            <Detail label={t('digitalCard.validUntil')} value={formatDay(holder.validUntil)} />
            <Detail label={t(`digitalCard.kind.${holder.kind}`)} value={holder.serial} />
            <Detail label={t('digitalCard.route')} value={holder.route} />
            <Detail label={t('digitalCard.stop')} value={holder.stop} />
          </Stack>
        </Group>
      ) : null}
    </Stack>
  );
}
