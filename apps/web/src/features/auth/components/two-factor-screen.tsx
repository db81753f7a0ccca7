import { Alert, Button, Center, Code, Image, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor, M, type Message, PORTAL_TITLE } from '@portal/domain';
import { translateSaid } from '../../../i18n/messages';
import { messageOfError } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { tokenStorage } from '../../../lib/storage';
import { confirmTwoFactor, enrolTwoFactor, twoFactorStatus } from '../api/account-security';
import '../english';

type Enrolment = Awaited<ReturnType<typeof enrolTwoFactor>>;

/**
 * /two-factor: staff and administrators turn on two-factor sign-in: scan the QR code (or type the secret)
 * into an authenticator app, confirm with its first code, keep the ten recovery codes.
 */
export function TwoFactorScreen() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('account.twoFactor.title')} · ${PORTAL_TITLE}`);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  // Already on is said before anything is pressed (null: not known yet, or unreadable: set-up is offered).
  const [alreadyOn, setAlreadyOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    twoFactorStatus().then(
      (answer) => live && setAlreadyOn(answer.on),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setPending(true);
    try {
      await work();
    } catch (err) {
      setError(messageOfError(err, M.account.mfaWrongCode));
    }
    setPending(false);
  };
  const start = () => run(async () => setEnrolment(await enrolTwoFactor()));
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(M.account.enterCode);
    return run(async () => {
      const answer = await confirmTwoFactor(code.trim());
      tokenStorage.set(answer.token);
      setCodes(answer.recoveryCodes);
    });
  };

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-1)">
      <Paper component="main" w="100%" maw={520} withBorder shadow="sm" radius="md" p="lg">
        <Stack>
          <Title order={1} size="h3">
            {t('account.twoFactor.title')}
          </Title>
          {user?.MFA_ENROL_REQUIRED && !codes ? (
            <Alert color="yellow" variant="light" role="status">
              {translateSaid(M.account.mfaEnrolRequired)}
            </Alert>
          ) : null}
          {error ? (
            // Already on is no failure: it is how things stand (the administrator clears it for a new phone).
            <Alert color={error.code === M.account.mfaAlreadyOn.code ? 'blue' : 'red'} variant="light" role="alert">
              {translateSaid(error)}
            </Alert>
          ) : null}
          {codes ? (
            <>
              <Alert color="green" variant="light">
                {translateSaid(M.account.mfaOn)}
              </Alert>
              <SimpleGrid cols={2} spacing="xs" aria-label={t('account.twoFactor.recoveryCodes')}>
                {codes.map((c) => (
                  <Code key={c} fz="md" ta="center">
                    <bdi>{c}</bdi>
                  </Code>
                ))}
              </SimpleGrid>
              {user ? <Button onClick={() => navigate(homePathFor(user), { replace: true })}>{t('account.twoFactor.continue')}</Button> : null}
            </>
          ) : enrolment ? (
            <form onSubmit={confirm} noValidate>
              <Stack>
                <List type="ordered" size="sm">
                  <List.Item>{t('account.twoFactor.scan')}</List.Item>
                  <List.Item>{t('account.twoFactor.enterCode')}</List.Item>
                </List>
                <Center>
                  <Image src={enrolment.qr} alt={t('account.twoFactor.qrAlt')} w={200} h={200} />
                </Center>
                <Text size="sm" ta="center">
                  {t('account.twoFactor.secret')}{' '}
                  <Code data-testid="mfa-secret">
                    <bdi>{enrolment.secret}</bdi>
                  </Code>
                </Text>
                <TextInput
                  label={t('account.twoFactor.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                />
                <Button type="submit" loading={pending}>
                  {t('account.twoFactor.turnOn')}
                </Button>
              </Stack>
            </form>
          ) : alreadyOn ? (
            <>
              <Alert color="blue" variant="light" role="status">
                {translateSaid(M.account.mfaAlreadyOn)}
              </Alert>
              {user ? <Button onClick={() => navigate(homePathFor(user), { replace: true })}>{t('account.twoFactor.continue')}</Button> : null}
            </>
          ) : (
            <>
              <Text size="sm">{t('account.twoFactor.about')}</Text>
              <Button onClick={() => void start()} loading={pending}>
                {t('account.twoFactor.setUp')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
