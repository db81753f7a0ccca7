import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CardJwks } from '@portal/domain/cards/schemas';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { loadCardKeys, storedCardKeys } from '../api/card-keys';
import { OfflineError, verifyCardOnline } from '../api/verify-card';
import { installVerifier } from '../offline/install-verifier';
import { verifyOffline } from '../offline/verify-offline';
import { QrScanner } from './qr-scanner';
import { type CheckResult, VerifyVerdict } from './verify-verdict';
import '../english';

/**
 * /verify-card (public, no sign-in): guards, bus conductors and library desks check a card by its QR —
 * with the university online (revocation included), or on the phone alone when there is no network.
 */
export function VerifyCardScreen() {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [offlineReady, setOfflineReady] = useState(false);
  const keys = useRef<CardJwks | null>(storedCardKeys());

  useEffect(() => {
    void loadCardKeys().then((k) => {
      if (k) keys.current = k;
    });
    void installVerifier().then(setOfflineReady);
    // The signature check's code loads now, while there is a network (the service worker keeps it too).
    void import('jose').catch(() => undefined);
  }, []);

  async function check(code: string) {
    const value = code.trim();
    setResult(null);
    if (!value) {
      setError(t('digitalCard.tokenRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await verifyCardOnline(value);
      setResult({ source: 'online', ...answer });
    } catch (e) {
      if (!(e instanceof OfflineError)) {
        setError((e as Error).message);
        return;
      }
      const jwks = keys.current ?? storedCardKeys();
      if (!jwks) {
        setError(t('digitalCard.offlineNoKeys'));
        return;
      }
      const offline = await verifyOffline(value, jwks);
      setResult({ source: 'offline', ...offline, reason: null, photoUrl: null, checkedAt: new Date().toISOString() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md" maw="32rem" mx="auto">
      <PageTitle>{t('digitalCard.verifyTitle')}</PageTitle>
      <Text>{t('digitalCard.verifyIntro')}</Text>
      <QrScanner
        onCode={(code) => {
          setToken(code);
          void check(code);
        }}
      />
      <Divider />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="md"
          label={t('digitalCard.tokenLabel')}
          description={t('digitalCard.tokenHint')}
          value={token}
          error={error}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          onChange={(e) => setToken(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void check(token);
            }
          }}
        />
        <Button size="md" onClick={() => void check(token)} loading={busy}>
          {t('digitalCard.check')}
        </Button>
      </Group>
      {result ? <VerifyVerdict result={result} /> : null}
      {offlineReady ? (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} data-testid="offline-ready">
          {t('digitalCard.offlineReady')}
        </Alert>
      ) : null}
    </Stack>
  );
}
