import { Button, Collapse, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterField {
  key: string;
  title: string;
  /** A choice among these instead of a text box. */
  options?: readonly { value: string; label: string }[];
}

interface Props {
  fields: FilterField[];
  onChange: (filters: Record<string, string>) => void;
  debounceMs: number;
}

/**
 * The list's filters, one per column: text boxes (reported once the user pauses typing) or a choice (reported
 * at once). Reports the non-empty values. Folded on phones.
 */
export function ListFilters({ fields, onChange, debounceMs }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, { toggle }] = useDisclosure(false);
  const reportNow = (v: Record<string, string>) =>
    onChange(
      Object.fromEntries(
        Object.entries(v)
          .map(([k, x]) => [k, x.trim()])
          .filter(([, x]) => x !== ''),
      ),
    );
  const report = useDebouncedCallback(reportNow, debounceMs);
  if (fields.length === 0) return null;
  const active = Object.values(values).filter((v) => v.trim()).length;

  const inputs = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(fields.length, 5) }} spacing="xs" mb="sm">
      {fields.map((f) =>
        f.options ? (
          // The browser's own select: Mantine's would bring its drop-down code to every list.
          <NativeSelect
            key={f.key}
            size="sm"
            label={f.title}
            data={[{ value: '', label: t('list.all') }, ...f.options]}
            value={values[f.key] ?? ''}
            onChange={(e) => {
              const next = { ...values, [f.key]: e.currentTarget.value };
              setValues(next);
              reportNow(next);
            }}
          />
        ) : (
          <TextInput
            key={f.key}
            size="sm"
            label={f.title}
            placeholder={t('list.searchField', { field: f.title })}
            value={values[f.key] ?? ''}
            onChange={(e) => {
              const next = { ...values, [f.key]: e.currentTarget.value };
              setValues(next);
              report(next);
            }}
          />
        ),
      )}
    </SimpleGrid>
  );
  if (!phone) return inputs;
  return (
    <>
      <Button variant="default" size="sm" mb="xs" leftSection={<IconFilter size={16} />} onClick={toggle} aria-expanded={opened}>
        {active ? t('list.filtersActive', { count: active }) : t('list.filters')}
      </Button>
      <Collapse expanded={opened}>{inputs}</Collapse>
    </>
  );
}
