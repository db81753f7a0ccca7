import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { OFFICE_NAMES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { officeName as officeNameIn } from '../../../i18n/names';
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

/** A number as typed, or null when empty (the server checks it and says what is wrong). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Name, office, staff id, e-mail and the role flags; `studentAccount`: only the e-mail applies. */
export function AccountFields({
  values,
  onChange,
  studentAccount = false,
}: {
  values: AccountFormValues;
  onChange: (v: AccountFormValues) => void;
  studentAccount?: boolean;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) => onChange({ ...values, [key]: value });
  const office = OFFICE_NAMES[Number(values.office)];
  const officeName = office ? officeNameIn(office, Number(values.office)) : undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('admin.name')} required disabled={studentAccount} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} />
        <TextInput label={t('adminAccounts.email')} type="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} />
        <TextInput
          label={t('adminAccounts.officeNumber')}
          description={officeName ?? t(values.admin ? 'adminAccounts.adminNeedsNoOffice' : 'adminAccounts.officeExample')}
          inputMode="numeric"
          disabled={studentAccount}
          value={values.office}
          onChange={(e) => set('office', e.currentTarget.value)}
        />
        <TextInput
          label={t('adminAccounts.staffId')}
          description={t('adminAccounts.staffIdEmpty')}
          inputMode="numeric"
          disabled={studentAccount}
          value={values.staffId}
          onChange={(e) => set('staffId', e.currentTarget.value)}
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
