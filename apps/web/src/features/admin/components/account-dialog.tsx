import { Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizeAccount, type AccountAction, type AccountPatchBody, type AccountRow } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { useSessionUser } from '../../../lib/session';
import { clearAccountMfa, resetPassword, signOutAccount, updateAccount, useAccountChange, type OneTimePasswordAnswer } from '../api/account-changes';
import { translateSaid } from '../../../i18n/messages';
import { useDepartments } from '../academics/api/academics';
import { ACCOUNT_FIELDS, ACCOUNT_REFUSALS, AccountFields, accountProblems, numberOrNull, type AccountFormValues } from './account-fields';
import { useFieldErrors } from './field-errors';
import '../english';

/** The key of an account's kind as its badge says it. */
const KIND_KEY: Record<string, string> = { staff: 'roleStaff', admin: 'roleAdmin', student: 'roleStudent' };

const formOf = (a: AccountRow): AccountFormValues => ({
  name: a.NM,
  office: a.D_ID == null ? '' : String(a.D_ID),
  staffId: a.FM_ID == null ? '' : String(a.FM_ID),
  email: a.EMAIL ?? '',
  hod: a.HOD,
  it: a.IT,
  duesAdmin: a.DUES_ADMIN,
  admin: a.KIND === 'admin',
});

/** What changed in the form, as a PATCH body (a student's account: the e-mail only). */
function patchOf(a: AccountRow, v: AccountFormValues): AccountPatchBody {
  const was = formOf(a);
  const out: AccountPatchBody = {};
  if (v.email !== was.email) out.email = v.email;
  if (a.KIND === 'student') return out;
  if (v.name !== was.name) out.name = v.name;
  if (v.office !== was.office) out.D_ID = numberOrNull(v.office);
  if (v.staffId !== was.staffId) out.FM_ID = numberOrNull(v.staffId);
  for (const k of ['hod', 'it', 'duesAdmin', 'admin'] as const) if (v[k] !== was[k]) out[k] = v[k];
  return out;
}

/** One account: change its fields; disable or enable it; reset its password; sign it out everywhere; clear its two-factor sign-in. */
export function AccountDialog({
  account,
  onClose,
  onPassword,
}: {
  account: AccountRow | null;
  onClose: () => void;
  onPassword: (a: OneTimePasswordAnswer) => void;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [values, setValues] = useState<AccountFormValues | null>(null);
  const offices = useDepartments().data?.map((d) => d.D_ID);
  const problems = values && account ? accountProblems(values, { studentAccount: account.KIND === 'student', offices }) : {};
  const errors = useFieldErrors(ACCOUNT_FIELDS, problems, ACCOUNT_REFUSALS);
  const { reset: resetErrors } = errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account is a new form (resetErrors only sets state)
  useEffect(() => {
    setValues(account ? formOf(account) : null);
    resetErrors();
  }, [account]);
  const save = useAccountChange((body: AccountPatchBody) => updateAccount(account!.USERNAME, body), errors.refused);
  const reset = useAccountChange(() => resetPassword(account!.USERNAME));
  const signOut = useAccountChange(() => signOutAccount(account!.USERNAME));
  const clearMfa = useAccountChange(() => clearAccountMfa(account!.USERNAME));
  if (!account || !values) return null;
  // The same rule the server applies: a refused action's button is off, with the reason beside it.
  const reason = (action: AccountAction, patch?: AccountPatchBody) => {
    const d = authorizeAccount(user, action, account, patch);
    return d.allowed ? null : translateSaid(d.message);
  };
  const patch = patchOf(account, values);
  const changed = Object.keys(patch).length > 0;
  const ask = async (question: string, run: () => void) => {
    if (await confirm(question, { danger: false })) run();
  };
  const who = { username: account.USERNAME };
  const action = (label: string, act: AccountAction, run: () => void, loading: boolean, question: string) => {
    const why = reason(act);
    return (
      <Button variant="light" disabled={!!why} loading={loading} onClick={() => void ask(question, run)} title={why ?? undefined}>
        {label}
      </Button>
    );
  };
  const saveWhy = changed ? reason('update', patch) : null;
  // Why a sign-in control is off, said beside the controls (e.g. one's own account cannot be disabled).
  const refusals = [...new Set((['disable', 'reset-password', 'sign-out'] as const).map((a) => reason(a)).filter((r): r is string => !!r))];
  return (
    <Modal opened onClose={onClose} title={t('adminAccounts.account', who)} size="lg" centered>
      <Stack>
        <Group gap="xs">
          <Badge variant="light">{t(`adminAccounts.${KIND_KEY[account.KIND]}`, { defaultValue: account.KIND })}</Badge>
          {account.DISABLED ? <Badge color="red">{t('adminAccounts.disabled')}</Badge> : <Badge color="green">{t('adminAccounts.active')}</Badge>}
          {account.MFA_ON ? <Badge color="teal">{t('adminAccounts.twoFactorOn')}</Badge> : null}
          {account.MUST_CHANGE_PASSWORD ? <Badge color="yellow">{t('adminAccounts.mustChangePassword')}</Badge> : null}
          {account.LOCKED ? <Badge color="orange">{t('adminAccounts.locked')}</Badge> : null}
        </Group>
        <AccountFields values={values} onChange={setValues} studentAccount={account.KIND === 'student'} field={errors.props} edited={errors.edited} />
        {saveWhy ? (
          <Text size="sm" c="red">
            {saveWhy}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button disabled={!changed || !!saveWhy} loading={save.isPending} onClick={() => errors.ready() && save.mutate(patch, { onSuccess: onClose })}>
            {t('adminAccounts.saveChanges')}
          </Button>
        </Group>
        <Divider label={t('adminAccounts.signIn')} labelPosition="left" />
        <Group>
          {account.DISABLED
            ? action(
                t('adminAccounts.enable'),
                'enable',
                () => save.mutate({ disabled: false }, { onSuccess: onClose }),
                save.isPending,
                t('adminAccounts.confirmEnable', who),
              )
            : action(
                t('adminAccounts.disable'),
                'disable',
                () => save.mutate({ disabled: true }, { onSuccess: onClose }),
                save.isPending,
                t('adminAccounts.confirmDisable', who),
              )}
          {action(
            t('adminAccounts.resetPassword'),
            'reset-password',
            () =>
              reset.mutate(undefined, {
                onSuccess: (a) => {
                  onClose();
                  onPassword(a);
                },
              }),
            reset.isPending,
            t('adminAccounts.confirmReset', who),
          )}
          {action(t('adminAccounts.signOutEverywhere'), 'sign-out', () => signOut.mutate(undefined), signOut.isPending, t('adminAccounts.confirmSignOut', who))}
          {account.MFA_ON
            ? action(
                t('adminAccounts.clearTwoFactor'),
                'clear-mfa',
                () => clearMfa.mutate(undefined, { onSuccess: onClose }),
                clearMfa.isPending,
                t('adminAccounts.confirmClearTwoFactor', who),
              )
            : null}
        </Group>
        {refusals.length ? (
          <Text size="sm" c="dimmed">
            {refusals.join(' · ')}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
