import { Badge, Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { OFFICE_NAMES, type AccountRow, type DepartmentRow } from '@portal/domain';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { formatDateTime } from '../../../lib/format-time';
import { accountsKey, getAccounts } from '../api/get-accounts';
import type { OneTimePasswordAnswer } from '../api/account-changes';
import { lazyDialog } from '../../../components/lazy-dialog';
import { MfaRequirementsPanel } from './mfa-requirements-panel';
import { useDepartments } from '../academics/api/academics';

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

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const ROLES = [
  { value: 'staff', label: 'Staff' },
  { value: 'hod', label: 'HOD' },
  { value: 'it', label: 'IT person' },
  { value: 'admin', label: 'Administrator' },
  { value: 'student', label: 'Student' },
];
/** The office filter's choices: every department of the university (offices, academic departments, hostels, libraries) once read; the fixed offices until then. */
export const officeOptions = (departments: DepartmentRow[] | undefined) =>
  departments?.length
    ? departments.map((d) => ({ value: String(d.D_ID), label: `${d.D_ID} ${d.D_NM}` }))
    : Object.entries(OFFICE_NAMES).map(([id, name]) => ({ value: id, label: `${id} ${name}` }));
const roleOf = (a: AccountRow) => (a.KIND !== 'staff' ? a.KIND : a.HOD ? 'HOD' : a.IT ? 'IT person' : 'staff');
const yes = (v: boolean) => (v ? 'Yes' : 'No');

const columnsWith = (offices: { value: string; label: string }[]): PagedListColumn<AccountRow>[] => [
  { accessor: 'USERNAME', title: 'Username', sortable: true, filterable: true },
  { accessor: 'NM', title: 'Name', sortable: true, filterable: true },
  { accessor: 'KIND', title: 'Role', filterable: true, filterOptions: ROLES, render: roleOf, csv: roleOf, width: 120 },
  { accessor: 'D_ID', title: 'Office', sortKey: 'D_NM', sortable: true, filterable: true, filterOptions: offices, render: (a) => a.D_NM ?? '', csv: (a) => a.D_NM ?? '' },
  { accessor: 'EMAIL', title: 'E-mail', filterable: true },
  {
    accessor: 'DISABLED',
    title: 'Disabled',
    filterable: true,
    filterOptions: YES_NO,
    width: 110,
    render: (a) => (a.DISABLED ? <Badge color="red">Disabled</Badge> : <Badge color="green" variant="light">Active</Badge>),
    csv: (a) => yes(a.DISABLED),
  },
  { accessor: 'MFA_ON', title: 'Two-factor', filterable: true, filterOptions: YES_NO, width: 120, render: (a) => (a.MFA_ON ? <Badge color="teal">On</Badge> : 'Off'), csv: (a) => yes(a.MFA_ON) },
  { accessor: 'CREATED_AT', title: 'Created', sortable: true, render: (a) => formatDateTime(a.CREATED_AT), csv: (a) => formatDateTime(a.CREATED_AT) },
];

/** /admin/accounts: every account, paged and filtered on the server; a click opens the account. */
export function AccountsScreen() {
  const departments = useDepartments();
  const columns = useMemo(() => columnsWith(officeOptions(departments.data)), [departments.data]);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<AccountRow | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const showPassword = (a: OneTimePasswordAnswer) => setShown({ username: a.data.USERNAME, password: a.password });
  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>New account</Button>}>Accounts</PageTitle>
      <MfaRequirementsPanel />
      <PagedList queryKey={accountsKey} fetchPage={getAccounts} columns={columns} rowKey="ID" totalLabel="Total Number of Accounts" csvFileName="Accounts.csv" onRowClick={(a) => setOpen(a)} />
      <CreateAccountDialog opened={creating} onClose={() => setCreating(false)} onCreated={showPassword} />
      <AccountDialog account={open} onClose={() => setOpen(null)} onPassword={showPassword} />
      <OneTimePasswordModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
