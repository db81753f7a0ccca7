import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { homePathFor, INSTITUTION_NAME, LoginBodySchema, MSG, PORTAL_TITLE } from '@portal/domain';
import { loggedOutHandled } from '../../../lib/logout';
import { tokenStorage } from '../../../lib/storage';
import { isApiError } from '../../../lib/api';
import { useLogin } from '../api/login';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** The login page at / and /login: username (roll number or staff id) and password. */
export function LoginScreen() {
  useDocumentTitle(`Login · ${PORTAL_TITLE}`);
  const navigate = useNavigate();
  const loginCall = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(loggedOutHandled, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = LoginBodySchema.safeParse({ username, password });
    if (!parsed.success) {
      const errs: FieldErrors = {};
      for (const issue of parsed.error.issues) errs[issue.path[0] as keyof FieldErrors] ??= issue.message;
      setFieldErrors(errs);
      return;
    }
    setFieldErrors({});
    try {
      const answer = await loginCall.mutateAsync(parsed.data);
      tokenStorage.set(answer.token);
      navigate(homePathFor(answer.user), { replace: true });
    } catch (err) {
      setError(isApiError(err) ? err.message : MSG.somethingWrongTryAgain);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-1)">
      <Box w="100%" maw={420}>
        <Stack gap={4} align="center" mb="lg" ta="center">
          <Text size="sm" fw={600} c="indigo.8" tt="uppercase" lts={1}>
            {INSTITUTION_NAME}
          </Text>
          <Title order={1} size="h2">
            {PORTAL_TITLE}
          </Title>
          <Text size="sm" c="dimmed">
            ID cards, transport cards and clearance certificates
          </Text>
        </Stack>
        <Paper component="form" onSubmit={submit} noValidate withBorder shadow="sm" radius="md" p="lg">
          <Stack>
            <Title order={2} size="h4">
              Sign in
            </Title>
            {error ? (
              <Alert color="red" variant="light" role="alert" title="Login failed">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label="Username"
              description="Students: roll number · Staff: staff id"
              autoComplete="username"
              autoCapitalize="none"
              autoFocus
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={fieldErrors.username}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" fullWidth size="md" loading={loginCall.isPending}>
              Login
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
