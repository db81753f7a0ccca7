import { Alert, Anchor, Box, Button, Center, Divider, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor, M, type Message, PORTAL_TITLE, type SignInOptions } from '@portal/domain';
import { BrandName } from '../../../components/brand-names';
import { LanguageSwitch } from '../../../components/language-switch';
import { translateMessage, translateSaid } from '../../../i18n/messages';
import { loggedOutHandled, loggedOutOfSso } from '../../../lib/logging-out';
import { tokenStorage } from '../../../lib/storage';
import { isApiError, messageOfError } from '../../../lib/api';
import { exchangeSsoCode, login, signInOptions, SSO_END_SESSION, SSO_START } from '../api/login';
import { checkLogin, type LoginFieldErrors } from '../lib/check-login';
import { readStoredLang } from '../../../i18n/languages';
import { saveStudentLanguage } from '../../../i18n/save-student-language';

/** The one-time code the single sign-on callback put in the address (`/login?sso=…`), read once. */
function ssoCodeInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('sso');
}
/** Codes already sent: a code is exchanged once, even when an effect runs twice. */
const collected = new Set<string>();

/**
 * The login page at / and /login: the single sign-on button when the portal has one (above the form), then
 * username (roll number or staff id) and password. Back from the university's sign-in, it collects the session
 * with the callback's one-time code (and asks for the portal's second factor when the server says so).
 */
export function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('login.documentTitle')} · ${PORTAL_TITLE}`);
  const navigate = useNavigate();
  // Read before the page marks the logout handled.
  const [ssoSignedOut] = useState(loggedOutOfSso);
  const [options, setOptions] = useState<SignInOptions | null>(null);
  // Back from the university's sign-in: the code is taken out of the address at once (a reload does not reuse it).
  const [ssoCode] = useState(ssoCodeInAddress);
  const [ssoPending, setSsoPending] = useState(ssoCode != null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The account signs in with a second factor: the server asked for the code (401 with mfaRequired).
  const [askCode, setAskCode] = useState(false);
  const [totp, setTotp] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [error, setError] = useState<Message | null>(null);
  // A plain call, not a React Query mutation: the login page does not load React Query.
  const [pending, setPending] = useState(false);
  useEffect(loggedOutHandled, []);
  useEffect(() => {
    signInOptions().then(setOptions, () => setOptions(null));
  }, []);
  // Once, with the code the page opened with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: collectSso reads the state of the moment
  useEffect(() => {
    if (!ssoCode || collected.has(ssoCode)) return;
    collected.add(ssoCode);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void collectSso();
  }, [ssoCode]);

  function signedIn(answer: Awaited<ReturnType<typeof login>>) {
    tokenStorage.set(answer.token);
    // A student's mails follow the language they use the portal in.
    saveStudentLanguage(readStoredLang());
    navigate(homePathFor(answer.user), { replace: true });
  }

  function refused(err: unknown) {
    if (isApiError(err) && (err.body as { mfaRequired?: boolean } | undefined)?.mfaRequired) setAskCode(true);
    setError(messageOfError(err, M.common.somethingWrongTryAgain));
    setPending(false);
    setSsoPending(false);
  }

  async function collectSso() {
    if (!ssoCode) return;
    setError(null);
    setPending(true);
    try {
      signedIn(await exchangeSsoCode(askCode ? { code: ssoCode, totp: totp.trim() } : { code: ssoCode }));
    } catch (err) {
      refused(err);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    // The portal's code after the university's sign-in.
    if (ssoCode && askCode) {
      await collectSso();
      return;
    }
    const checked = checkLogin({ username, password });
    if ('errors' in checked) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      signedIn(await login(askCode ? { ...checked.body, totp: totp.trim() } : checked.body));
    } catch (err) {
      refused(err);
    }
  }

  // The portal's second factor after the university's sign-in: only the code is asked.
  const codeAfterSso = ssoCode != null && askCode;
  const passwordForm = options?.passwordSignIn !== 'none' && !codeAfterSso;

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-1)">
      {/* The page's main landmark (Lighthouse/axe: "document has a main landmark"). */}
      <Box component="main" w="100%" maw={420}>
        <Stack gap={4} align="center" mb="lg" ta="center">
          <Text size="sm" fw={600} c="indigo.8" tt="uppercase" lts={1}>
            <BrandName of="institution" />
          </Text>
          <Title order={1} size="h2">
            <BrandName of="portal" />
          </Title>
          <Text size="sm" c="dimmed">
            {t('login.tagline')}
          </Text>
        </Stack>
        <Paper component="form" onSubmit={submit} noValidate withBorder shadow="sm" radius="md" p="lg">
          <Stack>
            <Title order={2} size="h4">
              {t('login.signIn')}
            </Title>
            {ssoSignedOut && options?.sso?.endSession ? (
              <Alert color="blue" variant="light" title={t('login.signedOut')}>
                <Anchor href={SSO_END_SESSION}>{t('login.providerSignOut')}</Anchor>
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" variant="light" role="alert" title={t('login.failed')}>
                {translateSaid(error)}
              </Alert>
            ) : null}
            {ssoPending && !error ? (
              <Center>
                <Loader size="sm" aria-label={t('login.ssoSigningIn')} />
              </Center>
            ) : null}
            {options?.sso && !codeAfterSso ? (
              <>
                <Button component="a" href={SSO_START} fullWidth size="md" variant="filled" color="indigo">
                  {options.sso.label}
                </Button>
                {passwordForm ? <Divider label={t('login.or')} labelPosition="center" /> : null}
              </>
            ) : null}
            {passwordForm ? (
              <>
                <TextInput
                  label={t('login.username')}
                  description={t('login.usernameHint')}
                  autoComplete="username"
                  autoCapitalize="none"
                  autoFocus
                  value={username}
                  onChange={(e) => setUsername(e.currentTarget.value)}
                  error={fieldErrors.username && translateMessage(fieldErrors.username)}
                />
                <PasswordInput
                  label={t('login.password')}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={fieldErrors.password && translateMessage(fieldErrors.password)}
                />
              </>
            ) : null}
            {askCode ? (
              <TextInput
                label={t('login.code', { defaultValue: 'Code from your authenticator app (or a recovery code)' })}
                autoComplete="one-time-code"
                autoFocus
                value={totp}
                onChange={(e) => setTotp(e.currentTarget.value)}
              />
            ) : null}
            {passwordForm || askCode ? (
              <Button type="submit" fullWidth size="md" loading={pending}>
                {t('login.login')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
        <Center mt="md">
          <LanguageSwitch size="sm" />
        </Center>
      </Box>
    </Center>
  );
}
