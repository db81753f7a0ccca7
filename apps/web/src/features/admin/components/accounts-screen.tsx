import { Badge, Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_NAMES, type AccountRow, type DepartmentRow } from '@portal/domain';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { formatDateTime } from '../../../lib/format-time';
import { accountsKey, getAccounts } from '../api/get-accounts';
import type { OneTimePasswordAnswer } from '../api/account-changes';
import { lazyDialog } from '../../../components/lazy-dialog';
import { MfaRequirementsPanel } from './mfa-requirements-panel';
import { useDepartments } from '../academics/api/academics';
import { officeName } from '../../../i18n/names';
import '../english';

// The dialogs load the first time one opens (the screen's budget): most visits only read the list.
const AccountDialog = lazyDialog(
  () => import('./account-dialog').then((m) => m.AccountDialog),
  (p) => p.account != null,
);
const CreateAccountDialog = lazyDialog(
  () => import('./create-account-dialog').then((m) => m.CreateAccountDialog),
  (p) => p.opened,
);
const OneTimePasswordModal = lazyDialog(
  () => import('./one-time-password-modal').then((m) => m.OneTimePasswordModal),
  (p) => p.shown != null,
);

/** The office filter's choices: every department of the university (offices, academic departments, hostels, libraries) once read; the fixed offices until then. */
export const officeOptions = (departments: DepartmentRow[] | undefined) =>
  departments?.length
    ? departments.map((d) => ({ value: String(d.D_ID), label: `${d.D_ID} ${officeName(d.D_NM, d.D_ID)}` }))
    : Object.entries(OFFICE_NAMES).map(([id, name]) => ({ value: id, label: `${id} ${officeName(name, Number(id))}` }));
// The CSV keeps the role and yes/no in English (the data as the portal stores it); the screen says them in the chosen language.
const roleOf = (a: AccountRow) => (a.KIND !== 'staff' ? a.KIND : a.HOD ? 'HOD' : a.IT ? 'IT person' : 'staff');
const ROLE_KEY: Record<string, string> = { staff: 'roleStaff', HOD: 'roleHod', 'IT person': 'roleIt', admin: 'roleAdmin', student: 'roleStudent' };
/** The role filter's choices: the value the server filters by, the text's key. */
const ROLE_FILTER = [
  ['staff', 'roleStaff'],
  ['hod', 'roleHod'],
  ['it', 'roleIt'],
  ['admin', 'roleAdmin'],
  ['student', 'roleStudent'],
] as const;
const yes = (v: boolean) => (v ? 'Yes' : 'No');

const columnsWith = (offices: { value: string; label: string }[], t: TFunction): PagedListColumn<AccountRow>[] => {
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  // The column says whether the account may sign in: its filter picks the active or the disabled ones.
  const states = [
    { value: 'false', label: t('adminAccounts.active') },
    { value: 'true', label: t('adminAccounts.disabled') },
  ];
  const roles = ROLE_FILTER.map(([value, key]) => ({ value, label: t(`adminAccounts.${key}`) }));
  const role = (a: AccountRow) => t(`adminAccounts.${ROLE_KEY[roleOf(a)]}`, { defaultValue: roleOf(a) });
  const signInMethod = (a: AccountRow) => t(a.LAST_SIGN_IN_METHOD === 'sso' ? 'adminAccounts.signInSso' : 'adminAccounts.signInPassword');
  return [
    { accessor: 'USERNAME', title: t('adminAccounts.username'), sortable: true, filterable: true, render: (a) => <bdi>{a.USERNAME}</bdi> },
    { accessor: 'NM', title: t('admin.name'), sortable: true, filterable: true },
    { accessor: 'KIND', title: t('adminAccounts.role'), filterable: true, filterOptions: roles, render: role, csv: roleOf, width: 120 },
    {
      accessor: 'D_ID',
      title: t('adminAccounts.office'),
      sortKey: 'D_NM',
      sortable: true,
      filterable: true,
      filterOptions: offices,
      render: (a) => officeName(a.D_NM, a.D_ID),
      csv: (a) => a.D_NM ?? '',
    },
    { accessor: 'EMAIL', title: t('adminAccounts.email'), filterable: true, render: (a) => <bdi>{a.EMAIL}</bdi> },
    {
      accessor: 'DISABLED',
      title: t('adminAccounts.status'),
      filterable: true,
      filterOptions: states,
      width: 110,
      render: (a) =>
        a.DISABLED ? (
          <Badge color="red" tt="none">
            {t('adminAccounts.disabled')}
          </Badge>
        ) : (
          <Badge color="green" variant="light" tt="none">
            {t('adminAccounts.active')}
          </Badge>
        ),
      csv: (a) => yes(a.DISABLED),
    },
    {
      accessor: 'MFA_ON',
      title: t('adminAccounts.twoFactor'),
      filterable: true,
      filterOptions: yesNo,
      width: 120,
      render: (a) =>
        a.MFA_ON ? (
          <Badge color="teal" tt="none">
            {t('adminAccounts.on')}
          </Badge>
        ) : (
          t('adminAccounts.off')
        ),
      csv: (a) => yes(a.MFA_ON),
    },
    {
      accessor: 'CREATED_AT',
      title: t('adminAccounts.created'),
      sortable: true,
      render: (a) => formatDateTime(a.CREATED_AT),
      csv: (a) => formatDateTime(a.CREATED_AT),
    },
    {
      accessor: 'LAST_SIGN_IN_AT',
      title: t('adminAccounts.lastSignIn'),
      render: (a) => (a.LAST_SIGN_IN_AT ? `${formatDateTime(a.LAST_SIGN_IN_AT)} · ${signInMethod(a)}` : t('adminAccounts.neverSignedIn')),
      csv: (a) => (a.LAST_SIGN_IN_AT ? `${formatDateTime(a.LAST_SIGN_IN_AT)} (${signInMethod(a)})` : ''),
    },
  ];
};

/** /admin/accounts: every account, paged and filtered on the server; a click opens the account. */
export function AccountsScreen() {
  const departments = useDepartments();
  const { t } = useTranslation();
  const columns = useMemo(() => columnsWith(officeOptions(departments.data), t), [departments.data, t]);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<AccountRow | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const showPassword = (a: OneTimePasswordAnswer) => setShown({ username: a.data.USERNAME, password: a.password });
  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>{t('adminAccounts.newAccount')}</Button>}>{t('admin.accounts')}</PageTitle>
      <MfaRequirementsPanel />
      <PagedList
        queryKey={accountsKey}
        fetchPage={getAccounts}
        columns={columns}
        rowKey="ID"
        totalLabel={t('adminAccounts.total')}
        csvFileName="Accounts.csv"
        onRowClick={(a) => setOpen(a)}
      />
      <CreateAccountDialog opened={creating} onClose={() => setCreating(false)} onCreated={showPassword} />
      <AccountDialog account={open} onClose={() => setOpen(null)} onPassword={showPassword} />
      <OneTimePasswordModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
