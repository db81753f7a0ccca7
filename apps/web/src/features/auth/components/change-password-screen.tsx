import { Alert, Button, Center, Divider, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MSG, homePathFor, MIN_PASSWORD_LENGTH, passwordProblem, PORTAL_TITLE } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { isApiError } from '../../../lib/api';
import { useLogout } from '../../../lib/logout';
import { useSessionUser } from '../../../lib/session';
import { tokenStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { changePassword, signOutEverywhere } from '../api/account-security';

/**
 * /change-password: any signed-in user changes their password. A user given a one-time password is sent
 * here after signing in, and every other call is refused until they change it.
 */
export function ChangePasswordScreen() {
  useDocumentTitle(`Change password · ${PORTAL_TITLE}`);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const problem = passwordProblem(newPassword);
  const logout = useLogout();

  /** Every token of the account is refused from now on, this one too: the user signs in again. */
  async function signOutEverywhereAndLeave() {
    if (!(await confirm('Sign out on every device, this one too?', { confirmLabel: 'Sign out everywhere' }))) return;
    try {
      const answer = await signOutEverywhere();
      toast.success(answer.msg);
      logout();
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!oldPassword) return setError(ACCOUNT_MSG.enterOldPassword);
    if (problem) return setError(problem === 'short' ? ACCOUNT_MSG.passwordTooShort : ACCOUNT_MSG.passwordTooLong);
    if (repeat !== newPassword) return setError('The two new passwords are not the same');
    setPending(true);
    try {
      const answer = await changePassword({ oldPassword, newPassword });
      tokenStorage.set(answer.token);
      toast.success(answer.msg);
      if (user) navigate(homePathFor(user), { replace: true });
    } catch (err) {
      setError(isApiError(err) ? err.message : ACCOUNT_MSG.wrongOldPassword);
      setPending(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-1)">
      <Paper component="main" w="100%" maw={420} withBorder shadow="sm" radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h3">
              Change password
            </Title>
            {user?.MUST_CHANGE_PASSWORD ? (
              <Alert color="yellow" variant="light" role="status">
                {ACCOUNT_MSG.mustChangePassword}
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <PasswordInput label="Current password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOld(e.currentTarget.value)} />
            <PasswordInput
              label="New password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters`}
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNew(e.currentTarget.value)}
            />
            <PasswordInput label="New password again" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} />
            <Button type="submit" loading={pending}>
              Change password
            </Button>
            {user && !user.MUST_CHANGE_PASSWORD ? (
              <>
                <Divider />
                <Text size="sm">Lost a phone or signed in on a shared computer? Sign out on every device; your password stays.</Text>
                <Button variant="light" color="red" onClick={() => void signOutEverywhereAndLeave()}>
                  Sign out everywhere
                </Button>
              </>
            ) : null}
            {user && !user.MUST_CHANGE_PASSWORD ? (
              <Text size="sm" ta="center">
                <Button variant="subtle" size="compact-sm" onClick={() => navigate(homePathFor(user))}>
                  Back
                </Button>
              </Text>
            ) : null}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
