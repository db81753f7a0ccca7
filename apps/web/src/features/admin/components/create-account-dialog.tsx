import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { createAccount, useAccountChange, type OneTimePasswordAnswer } from '../api/account-changes';
import { AccountFields, EMPTY_ACCOUNT, numberOrNull, type AccountFormValues } from './account-fields';

/** A new staff or administrator account; the server answers its one-time password, which `onCreated` shows. */
export function CreateAccountDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (a: OneTimePasswordAnswer) => void }) {
  const [username, setUsername] = useState('');
  const [values, setValues] = useState<AccountFormValues>(EMPTY_ACCOUNT);
  const create = useAccountChange(createAccount);
  const close = () => {
    setUsername('');
    setValues(EMPTY_ACCOUNT);
    onClose();
  };
  const submit = () =>
    create.mutate(
      {
        username: username.trim(),
        name: values.name,
        D_ID: numberOrNull(values.office),
        FM_ID: numberOrNull(values.staffId),
        hod: values.hod,
        it: values.it,
        duesAdmin: values.duesAdmin,
        admin: values.admin,
        email: values.email,
      },
      {
        onSuccess: (answer) => {
          close();
          onCreated(answer);
        },
      },
    );
  return (
    <Modal opened={opened} onClose={close} title="New account" size="lg" centered>
      <Stack>
        <TextInput label="Username" required description="3 to 64 letters, digits, dots, dashes or underscores" autoComplete="off" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        <AccountFields values={values} onChange={setValues} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
