import { SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

export interface FilterField {
  key: string;
  title: string;
}

/** Text filter inputs; reports the non-empty values after the user pauses typing. */
export function ListFilters({ fields, onChange, debounceMs }: { fields: FilterField[]; onChange: (filters: Record<string, string>) => void; debounceMs: number }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const report = useDebouncedCallback((v: Record<string, string>) => {
    onChange(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()]).filter(([, x]) => x !== '')));
  }, debounceMs);
  if (fields.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(fields.length, 5) }} spacing="xs" mb="sm">
      {fields.map((f) => (
        <TextInput
          key={f.key}
          size="sm"
          label={f.title}
          placeholder={`Search ${f.title}`}
          value={values[f.key] ?? ''}
          onChange={(e) => {
            const next = { ...values, [f.key]: e.currentTarget.value };
            setValues(next);
            report(next);
          }}
        />
      ))}
    </SimpleGrid>
  );
}
