import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { OFFICE_NAMES } from '@portal/domain';

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
export function AccountFields({ values, onChange, studentAccount = false }: { values: AccountFormValues; onChange: (v: AccountFormValues) => void; studentAccount?: boolean }) {
  const set = <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) => onChange({ ...values, [key]: value });
  const officeName = OFFICE_NAMES[Number(values.office)];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required disabled={studentAccount} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} />
        <TextInput label="E-mail" type="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} />
        <TextInput
          label="Office or department number"
          description={officeName ?? (values.admin ? 'An administrator needs no office' : 'e.g. 102 (Examination), 201 (an academic department)')}
          inputMode="numeric"
          disabled={studentAccount}
          value={values.office}
          onChange={(e) => set('office', e.currentTarget.value)}
        />
        <TextInput label="Staff id (FM_ID)" description="Left empty: the next free one" inputMode="numeric" disabled={studentAccount} value={values.staffId} onChange={(e) => set('staffId', e.currentTarget.value)} />
      </SimpleGrid>
      {studentAccount ? null : (
        <Group gap="lg">
          <Checkbox label="Head of department (HOD)" checked={values.hod} onChange={(e) => set('hod', e.currentTarget.checked)} />
          <Checkbox label="IT person" checked={values.it} onChange={(e) => set('it', e.currentTarget.checked)} />
          <Checkbox label="Dues administrator" checked={values.duesAdmin} onChange={(e) => set('duesAdmin', e.currentTarget.checked)} />
          <Checkbox label="Administrator of the portal" checked={values.admin} onChange={(e) => set('admin', e.currentTarget.checked)} />
        </Group>
      )}
    </>
  );
}
