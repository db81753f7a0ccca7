import { Alert, Button, Center, Code, Image, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MSG, homePathFor, PORTAL_TITLE } from '@portal/domain';
import { isApiError } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { tokenStorage } from '../../../lib/storage';
import { confirmTwoFactor, enrolTwoFactor, twoFactorStatus } from '../api/account-security';

type Enrolment = Awaited<ReturnType<typeof enrolTwoFactor>>;

/**
 * /two-factor: staff and administrators turn on two-factor sign-in: scan the QR code (or type the secret)
 * into an authenticator app, confirm with its first code, keep the ten recovery codes.
 */
export function TwoFactorScreen() {
  useDocumentTitle(`Two-factor sign-in · ${PORTAL_TITLE}`);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
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
      setError(isApiError(err) ? err.message : ACCOUNT_MSG.mfaWrongCode);
    }
    setPending(false);
  };
  const start = () => run(async () => setEnrolment(await enrolTwoFactor()));
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(ACCOUNT_MSG.enterCode);
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
            Two-factor sign-in
          </Title>
          {user?.MFA_ENROL_REQUIRED && !codes ? (
            <Alert color="yellow" variant="light" role="status">
              {ACCOUNT_MSG.mfaEnrolRequired}
            </Alert>
          ) : null}
          {error ? (
            // Already on is no failure: it is how things stand (the administrator clears it for a new phone).
            <Alert color={error === ACCOUNT_MSG.mfaAlreadyOn ? 'blue' : 'red'} variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          {codes ? (
            <>
              <Alert color="green" variant="light">
                {ACCOUNT_MSG.mfaOn}
              </Alert>
              <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes">
                {codes.map((c) => (
                  <Code key={c} fz="md" ta="center">
                    {c}
                  </Code>
                ))}
              </SimpleGrid>
              {user ? <Button onClick={() => navigate(homePathFor(user), { replace: true })}>Continue</Button> : null}
            </>
          ) : enrolment ? (
            <form onSubmit={confirm} noValidate>
              <Stack>
                <List type="ordered" size="sm">
                  <List.Item>Scan the QR code with an authenticator app (or type the secret into it).</List.Item>
                  <List.Item>Enter the 6-digit code the app shows.</List.Item>
                </List>
                <Center>
                  <Image src={enrolment.qr} alt="QR code of the two-factor secret" w={200} h={200} />
                </Center>
                <Text size="sm" ta="center">
                  Secret: <Code data-testid="mfa-secret">{enrolment.secret}</Code>
                </Text>
                <TextInput label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.currentTarget.value)} />
                <Button type="submit" loading={pending}>
                  Turn on
                </Button>
              </Stack>
            </form>
          ) : alreadyOn ? (
            <>
              <Alert color="blue" variant="light" role="status">
                {ACCOUNT_MSG.mfaAlreadyOn}
              </Alert>
              {user ? <Button onClick={() => navigate(homePathFor(user), { replace: true })}>Continue</Button> : null}
            </>
          ) : (
            <>
              <Text size="sm">After your password, signing in will also ask for a 6-digit code from an authenticator app on your phone.</Text>
              <Button onClick={() => void start()} loading={pending}>
                Set up two-factor sign-in
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
