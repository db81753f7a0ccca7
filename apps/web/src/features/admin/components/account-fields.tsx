import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { AccountCreateBodySchema, AccountPatchBodySchema, M, OFFICE_NAMES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { officeName as officeNameIn } from '../../../i18n/names';
import { type FieldMessages, messagesByField, type RefusalFields } from './field-errors';
import '../english';

/** The fields of an account the administrator sets, as the form holds them (text as typed). */
export interface AccountFormValues {
  name: string;
  office: string;
  staffId: string;
  email: string;
  hod: boolean;
  it: boolean;
  duesAdmin: boolean;
  admin: boolean;
}

export const EMPTY_ACCOUNT: AccountFormValues = { name: '', office: '', staffId: '', email: '', hod: false, it: false, duesAdmin: false, admin: false };

/** A number as typed, or null when empty (a text that is not a whole number stays NaN, which the checks refuse). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The account form's fields that can be wrong, each shown with its error under it. */
export const ACCOUNT_FIELDS = ['username', 'name', 'office', 'staffId', 'email'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** The payload's names of the form's fields, and the server's refusals that are about one field. */
export const ACCOUNT_REFUSALS: RefusalFields<AccountField> = {
  wire: { D_ID: 'office', FM_ID: 'staffId' },
  codes: {
    [M.account.usernameTaken.code]: 'username',
    [M.account.staffIdTaken.code]: 'staffId',
    [M.account.unknownOffice.code]: 'office',
    [M.account.officeRequired.code]: 'office',
  },
};

/** The account's fields as the API takes them. */
export const accountBodyOf = (v: AccountFormValues) => ({
  name: v.name,
  D_ID: numberOrNull(v.office),
  FM_ID: numberOrNull(v.staffId),
  hod: v.hod,
  it: v.it,
  duesAdmin: v.duesAdmin,
  admin: v.admin,
  email: v.email,
});

/**
 * What the server would refuse in the form, by field: the create schema (with `username`) or the change
 * schema, the office a staff account needs, and an office number the portal does not know (`offices`, once read).
 */
export function accountProblems(v: AccountFormValues, o: { username?: string; studentAccount?: boolean; offices?: readonly number[] }): FieldMessages<AccountField> {
  const body = o.studentAccount ? { email: v.email } : accountBodyOf(v);
  const parsed = o.username !== undefined ? AccountCreateBodySchema.safeParse({ username: o.username.trim(), ...body }) : AccountPatchBodySchema.safeParse(body);
  const out = messagesByField(parsed.error?.issues, ACCOUNT_FIELDS, ACCOUNT_REFUSALS.wire);
  if (o.studentAccount) return out;
  const office = numberOrNull(v.office);
  if (!v.admin && office == null) out.office ??= M.account.officeRequired;
  if (office != null && o.offices?.length && !o.offices.includes(office)) out.office ??= M.account.unknownOffice;
  return out;
}

/** The error and blur of each field's input (see `useFieldErrors`). */
type FieldProps = (f: AccountField) => { error?: string; onBlur: () => void };

/** Name, office, staff id, e-mail and the role flags; `studentAccount`: only the e-mail applies. */
export function AccountFields({
  values,
  onChange,
  studentAccount = false,
  field,
  edited,
}: {
  values: AccountFormValues;
  onChange: (v: AccountFormValues) => void;
  studentAccount?: boolean;
  field: FieldProps;
  edited: (f: AccountField) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) => {
    if ((ACCOUNT_FIELDS as readonly string[]).includes(key)) edited(key as AccountField);
    onChange({ ...values, [key]: value });
  };
  const office = OFFICE_NAMES[Number(values.office)];
  const officeName = office ? officeNameIn(office, Number(values.office)) : undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('admin.name')}
          required
          disabled={studentAccount}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          {...field('name')}
        />
        <TextInput
          label={t('adminAccounts.email')}
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          {...field('email')}
        />
        <TextInput
          label={t('adminAccounts.officeNumber')}
          description={officeName ?? t(values.admin ? 'adminAccounts.adminNeedsNoOffice' : 'adminAccounts.officeExample')}
          inputMode="numeric"
          disabled={studentAccount}
          value={values.office}
          onChange={(e) => set('office', e.currentTarget.value)}
          {...field('office')}
        />
        <TextInput
          label={t('adminAccounts.staffId')}
          description={t('adminAccounts.staffIdEmpty')}
          inputMode="numeric"
          disabled={studentAccount}
          value={values.staffId}
          onChange={(e) => set('staffId', e.currentTarget.value)}
          {...field('staffId')}
        />
      </SimpleGrid>
      {studentAccount ? null : (
        <Group gap="lg">
          <Checkbox label={t('adminAccounts.hod')} checked={values.hod} onChange={(e) => set('hod', e.currentTarget.checked)} />
          <Checkbox label={t('adminAccounts.it')} checked={values.it} onChange={(e) => set('it', e.currentTarget.checked)} />
          <Checkbox label={t('adminAccounts.duesAdmin')} checked={values.duesAdmin} onChange={(e) => set('duesAdmin', e.currentTarget.checked)} />
          <Checkbox label={t('adminAccounts.portalAdmin')} checked={values.admin} onChange={(e) => set('admin', e.currentTarget.checked)} />
        </Group>
      )}
    </>
  );
}
