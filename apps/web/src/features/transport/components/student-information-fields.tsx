import { Grid, TextInput } from '@mantine/core';
import type { TransportRowData } from '../api/transport-requests';
import { classLabel, officeName } from '../../../i18n/names';
import { useTranslation } from 'react-i18next';

interface ReadOnlyField {
  label: string;
  value: unknown;
  /** Grid columns out of 12; half a row unless told. */
  span?: number;
}

const fieldsOf = (d: TransportRowData): ReadOnlyField[] => [
  { label: 'Roll No', value: d.ROLNO },
  { label: 'Name', value: d.NM.toUpperCase() },
  { label: 'Father/Guardian Name', value: d.F_NM },
  { label: 'Father/Guardian Contact', value: d.F_CONTACT },
  { label: 'Department', value: officeName(d.DEPARTMENT) },
  { label: 'Session', value: d.SESSION },
  { label: 'Class', value: classLabel(d.CLASS) },
  { label: 'Major', value: d.MAJOR },
  { label: 'Student Contact', value: d.S_CONTACT },
  { label: 'Apply Date', value: d.DATE_OF_APPLY },
  { label: 'Permanent Address', value: d.ADDRESS, span: 12 },
  { label: 'Route No', value: `${d.ROUTE_NO} - ${d.ROUTE_NAME}` },
  { label: 'Stop Name', value: d.STOP_NAME },
];

/** The transport request as read-only fields; empty values read "N/A". */
export function StudentInformationFields({ data }: { data: TransportRowData }) {
  const { t } = useTranslation();
  return (
    <Grid gap="xs">
      {fieldsOf(data).map((f) => (
        <Grid.Col key={f.label} span={f.span ?? 6}>
          <TextInput
            label={t(`field.${f.label}`)}
            value={f.value == null || f.value === '' ? t('common.notAvailable') : String(f.value)}
            readOnly
            variant="filled"
            size="sm"
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
