import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditField {
  key: string;
  label: string;
  value: string;
}

/** A small modal editing one or two text fields (route number/name, stop name). */
export function EditNameModal({
  title,
  fields,
  opened,
  busy,
  onClose,
  onSave,
}: {
  title: string;
  fields: EditField[];
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  // Reset only when the modal opens: the parent rebuilds `fields` on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open only
  useEffect(() => {
    if (opened) setValues(Object.fromEntries(fields.map((f) => [f.key, f.value])));
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {fields.map((f) => (
          <TextInput
            key={f.key}
            label={f.label}
            value={values[f.key] ?? ''}
            onChange={(e) => {
              // Read the value now: React may run the updater after the event is done, when currentTarget is null.
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [f.key]: value }));
            }}
            data-autofocus
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onSave(values)}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
