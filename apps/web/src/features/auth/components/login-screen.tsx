import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor, INSTITUTION_NAME, M, type Message, PORTAL_TITLE } from '@portal/domain';
import { LanguageSwitch } from '../../../components/language-switch';
import { translateMessage, translateSaid } from '../../../i18n/messages';
import { loggedOutHandled } from '../../../lib/logging-out';
import { tokenStorage } from '../../../lib/storage';
import { isApiError, messageOfError } from '../../../lib/api';
import { login } from '../api/login';
import { checkLogin, type LoginFieldErrors } from '../lib/check-login';
import { readStoredLang } from '../../../i18n/languages';
import { saveStudentLanguage } from '../../../i18n/save-student-language';

/** The login page at / and /login: username (roll number or staff id) and password. */
export function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('login.documentTitle')} · ${PORTAL_TITLE}`);
  const navigate = useNavigate();
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

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const checked = checkLogin({ username, password });
    if ('errors' in checked) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const answer = await login(askCode ? { ...checked.body, totp: totp.trim() } : checked.body);
      tokenStorage.set(answer.token);
      // A student's mails follow the language they use the portal in.
      saveStudentLanguage(readStoredLang());
      navigate(homePathFor(answer.user), { replace: true });
    } catch (err) {
      if (isApiError(err) && (err.body as { mfaRequired?: boolean } | undefined)?.mfaRequired) setAskCode(true);
      setError(messageOfError(err, M.common.somethingWrongTryAgain));
      setPending(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-1)">
      {/* The page's main landmark (Lighthouse/axe: "document has a main landmark"). */}
      <Box component="main" w="100%" maw={420}>
        <Stack gap={4} align="center" mb="lg" ta="center">
          <Text size="sm" fw={600} c="indigo.8" tt="uppercase" lts={1}>
            {INSTITUTION_NAME}
          </Text>
          <Title order={1} size="h2">
            {PORTAL_TITLE}
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
            {error ? (
              <Alert color="red" variant="light" role="alert" title={t('login.failed')}>
                {translateSaid(error)}
              </Alert>
            ) : null}
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
            {askCode ? (
              <TextInput
                label={t('login.code', { defaultValue: 'Code from your authenticator app (or a recovery code)' })}
                autoComplete="one-time-code"
                autoFocus
                value={totp}
                onChange={(e) => setTotp(e.currentTarget.value)}
              />
            ) : null}
            <Button type="submit" fullWidth size="md" loading={pending}>
              {t('login.login')}
            </Button>
          </Stack>
        </Paper>
        <Center mt="md">
          <LanguageSwitch size="sm" />
        </Center>
      </Box>
    </Center>
  );
}
