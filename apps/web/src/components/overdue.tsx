import { Badge, Checkbox, Group } from '@mantine/core';
import type { ListParams } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

/** The "Overdue" badge of a row past its office's target working days; nothing otherwise. */
export function OverdueBadge({ overdue }: { overdue?: boolean }) {
  const { t } = useTranslation();
  if (!overdue) return null;
  return (
    <Badge color="red" variant="filled" size="sm" data-testid="overdue-badge">
      {t('staff.overdue')}
    </Badge>
  );
}

/** The lists' "Overdue only" filter control. */
export function OverdueOnlyCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return <Checkbox label={t('staff.overdueOnly')} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

/** A list request kept to overdue rows (`filters[OVERDUE]=yes`, served by the server) when `on`. */
export const withOverdueOnly = <P extends Pick<ListParams, 'filters'>>(p: P, on: boolean): P => (on ? { ...p, filters: { ...p.filters, OVERDUE: 'yes' } } : p);

/** A row's status in CSV, marked when overdue. */
export const csvStatus = (status: string, overdue?: boolean) => `${status}${overdue ? ' (overdue)' : ''}`;

/** A list's status cell: the status badge and, past the target, the "Overdue" badge. */
export function StatusWithOverdue({ status, overdue }: { status: string; overdue?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge status={status} />
      <OverdueBadge overdue={overdue} />
    </Group>
  );
}
