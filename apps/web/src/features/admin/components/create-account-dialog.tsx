import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAccount, useAccountChange, type OneTimePasswordAnswer } from '../api/account-changes';
import { AccountFields, EMPTY_ACCOUNT, numberOrNull, type AccountFormValues } from './account-fields';
import '../english';

/** A new staff or administrator account; the server answers its one-time password, which `onCreated` shows. */
export function CreateAccountDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (a: OneTimePasswordAnswer) => void }) {
  const { t } = useTranslation();
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
    <Modal opened={opened} onClose={close} title={t('adminAccounts.newAccount')} size="lg" centered>
      <Stack>
        <TextInput
          label={t('adminAccounts.username')}
          required
          description={t('adminAccounts.usernameRule')}
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <AccountFields values={values} onChange={setValues} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {t('adminAccounts.createAccount')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
