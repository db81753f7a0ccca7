import { Autocomplete, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { findCity, REGISTRATION_MAX, searchCities } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import '../english';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** City of institution: a typeahead over the built-in list of Pakistani cities (names starting with the text first). */
export function CityInput({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const matches = useMemo(() => searchCities(value, 8), [value]);
  const data = useMemo(() => matches.map((c) => ({ value: c.name, label: c.name })), [matches]);
  return (
    <Autocomplete
      label={t('event.city')}
      required
      placeholder={t('event.cityPlaceholder')}
      autoComplete="off"
      maxLength={REGISTRATION_MAX.city}
      data={data}
      value={value}
      onChange={onChange}
      // The list is already filtered and ranked by searchCities.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const city = findCity(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <Text size="sm">{option.value}</Text>
            {city ? (
              <Text size="xs" c="dimmed">
                {city.province} · {city.lat.toFixed(2)}°N {city.lon.toFixed(2)}°E
              </Text>
            ) : null}
          </Group>
        );
      }}
      error={error}
    />
  );
}
