import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAccount, useAccountChange, type OneTimePasswordAnswer } from '../api/account-changes';
import { useDepartments } from '../academics/api/academics';
import { ACCOUNT_FIELDS, ACCOUNT_REFUSALS, AccountFields, accountBodyOf, accountProblems, EMPTY_ACCOUNT, type AccountFormValues } from './account-fields';
import { useFieldErrors } from './field-errors';
import '../english';

/** A new staff or administrator account; the server answers its one-time password, which `onCreated` shows. */
export function CreateAccountDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (a: OneTimePasswordAnswer) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [values, setValues] = useState<AccountFormValues>(EMPTY_ACCOUNT);
  const offices = useDepartments().data?.map((d) => d.D_ID);
  const errors = useFieldErrors(ACCOUNT_FIELDS, accountProblems(values, { username, offices }), ACCOUNT_REFUSALS);
  const create = useAccountChange(createAccount, errors.refused);
  const close = () => {
    setUsername('');
    setValues(EMPTY_ACCOUNT);
    errors.reset();
    onClose();
  };
  const submit = () => {
    if (!errors.ready()) return;
    create.mutate(
      { username: username.trim(), ...accountBodyOf(values) },
      {
        onSuccess: (answer) => {
          close();
          onCreated(answer);
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('adminAccounts.newAccount')} size="lg" centered>
      <Stack>
        <TextInput
          label={t('adminAccounts.username')}
          required
          description={t('adminAccounts.usernameRule')}
          autoComplete="off"
          value={username}
          onChange={(e) => {
            errors.edited('username');
            setUsername(e.currentTarget.value);
          }}
          {...errors.props('username')}
        />
        <AccountFields values={values} onChange={setValues} field={errors.props} edited={errors.edited} />
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
