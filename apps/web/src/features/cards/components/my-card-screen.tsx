import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { CardKind, DigitalCardData } from '@portal/domain/cards/schemas';
import { useTranslation } from 'react-i18next';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { useDigitalCard } from '../api/get-digital-card';
import { CardBack, CardFront } from './card-face';
import { CardQr } from './card-qr';
import '../english';

/** The QR's side on a phone: large enough for a guard's scanner at arm's length, within a 390 px screen. */
const QR_SIZE = 300;

/** What keeps a card from showing, in the reader's language (English: the server's own sentence). */
function MissingNotice({ kind, data }: { kind: CardKind; data: Extract<DigitalCardData, { available: false }> }) {
  const { t } = useTranslation();
  const section = kind === 'id-card' ? 'missingId' : 'missingPass';
  return (
    <Alert color="yellow" variant="light" data-testid={`${kind}-missing`}>
      <Text fw={600}>{t(`digitalCard.${section}.${data.missing}`, { defaultValue: data.msg })}</Text>
    </Alert>
  );
}

function DigitalCard({ kind }: { kind: CardKind }) {
  const { t } = useTranslation();
  const query = useDigitalCard(kind);
  const heading = kind === 'id-card' ? t('digitalCard.idCard') : t('digitalCard.transportPass');
  // A student who never applied for a transport card has no pass to speak of.
  if (kind === 'transport-pass' && query.data && !query.data.available && query.data.missing === 'no-request') return null;
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <SectionTitle>{heading}</SectionTitle>
      {query.isPending ? <Loader size="sm" /> : null}
      {query.isError ? <Alert color="red">{query.error.message}</Alert> : null}
      {query.data && !query.data.available ? <MissingNotice kind={kind} data={query.data} /> : null}
      {query.data?.available ? (
        <>
          <CardFront card={query.data.card} photoUrl={query.data.photoUrl} />
          {kind === 'id-card' ? <CardBack card={query.data.card} /> : null}
          <Stack gap={4} align="center" p="sm" bg="white" style={{ border: '2px solid #000', borderRadius: 8, maxWidth: '30rem' }}>
            <CardQr value={query.data.token} size={QR_SIZE} label={t('digitalCard.qrOf', { serial: query.data.serial })} />
            <Text fw={700} size="lg">
              <bdi>{query.data.serial}</bdi>
            </Text>
            <Text size="sm" ta="center" c="black">
              {t('digitalCard.qrHint')}
            </Text>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * /my-card: the student's digital ID card and, when there is one, the transport pass, laid out as
 * printed, each with a large black-on-white QR of its signed token; before a card is ready, what is missing.
 */
export function MyCardScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw="30rem">
      <PageTitle>{t('digitalCard.myCardTitle')}</PageTitle>
      <DigitalCard kind="id-card" />
      <DigitalCard kind="transport-pass" />
    </Stack>
  );
}
