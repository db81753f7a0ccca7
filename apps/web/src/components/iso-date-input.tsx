import '@mantine/dates/styles.layer.css';
import { DateInput } from '@mantine/dates';

interface Props {
  label: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date entered as YYYY-MM-DD whatever the browser's locale, with a calendar; clearing it gives ''
 * (clearing the distribution date sends an empty value).
 */
export function IsoDateInput({ label, value, onChange }: Props) {
  return (
    <DateInput
      label={label}
      placeholder="YYYY-MM-DD"
      valueFormat="YYYY-MM-DD"
      clearable
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      popoverProps={{ withinPortal: true }}
    />
  );
}
