import { Alert, Button, Center, Divider, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor, M, type Message, MIN_PASSWORD_LENGTH, passwordProblem, PORTAL_TITLE } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { translateSaid } from '../../../i18n/messages';
import { messageOfError } from '../../../lib/api';
import { useLogout } from '../../../lib/logout';
import { useSessionUser } from '../../../lib/session';
import { tokenStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { changePassword, signOutEverywhere } from '../api/account-security';
import '../english';

/**
 * /change-password: any signed-in user changes their password. A user given a one-time password is sent
 * here after signing in, and every other call is refused until they change it.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('account.password.title')} · ${PORTAL_TITLE}`);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  // A catalogue's message (said by its code), or the page's own check that the two new passwords agree.
  const [error, setError] = useState<Message | 'notSame' | null>(null);
  const [pending, setPending] = useState(false);
  const problem = passwordProblem(newPassword);
  const logout = useLogout();

  /** Every token of the account is refused from now on, this one too: the user signs in again. */
  async function signOutEverywhereAndLeave() {
    if (!(await confirm(t('account.password.confirmSignOutEverywhere'), { confirmLabel: t('account.password.signOutEverywhere') }))) return;
    try {
      const answer = await signOutEverywhere();
      toast.success(answer.msg);
      logout();
    } catch (err) {
      setError(messageOfError(err, M.common.somethingWrongTryAgain));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!oldPassword) return setError(M.account.enterOldPassword);
    if (problem) return setError(problem === 'short' ? M.account.passwordTooShort : M.account.passwordTooLong);
    if (repeat !== newPassword) return setError('notSame');
    setPending(true);
    try {
      const answer = await changePassword({ oldPassword, newPassword });
      tokenStorage.set(answer.token);
      toast.success(answer.msg);
      if (user) navigate(homePathFor(user), { replace: true });
    } catch (err) {
      setError(messageOfError(err, M.account.wrongOldPassword));
      setPending(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-1)">
      <Paper component="main" w="100%" maw={420} withBorder shadow="sm" radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h3">
              {t('account.password.title')}
            </Title>
            {user?.MUST_CHANGE_PASSWORD ? (
              <Alert color="yellow" variant="light" role="status">
                {translateSaid(M.account.mustChangePassword)}
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error === 'notSame' ? t('account.password.notSame') : translateSaid(error)}
              </Alert>
            ) : null}
            <PasswordInput
              label={t('account.password.current')}
              autoComplete="current-password"
              value={oldPassword}
              onChange={(e) => setOld(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('account.password.new')}
              description={t('account.password.newHint', { n: MIN_PASSWORD_LENGTH })}
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNew(e.currentTarget.value)}
            />
            <PasswordInput label={t('account.password.again')} autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} />
            <Button type="submit" loading={pending}>
              {t('account.password.change')}
            </Button>
            {user && !user.MUST_CHANGE_PASSWORD ? (
              <>
                <Divider />
                <Text size="sm">{t('account.password.everywhereAbout')}</Text>
                <Button variant="light" color="red" onClick={() => void signOutEverywhereAndLeave()}>
                  {t('account.password.signOutEverywhere')}
                </Button>
              </>
            ) : null}
            {user && !user.MUST_CHANGE_PASSWORD ? (
              <Text size="sm" ta="center">
                <Button variant="subtle" size="compact-sm" onClick={() => navigate(homePathFor(user))}>
                  {t('common.back')}
                </Button>
              </Text>
            ) : null}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
