import { Badge, type BadgeProps } from '@mantine/core';
import { statusColour, type StatusColour } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** Mantine colour of each status colour class. */
export const STATUS_BADGE_COLOURS: Record<StatusColour, string> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'cyan',
  primary: 'blue',
  dark: 'dark',
};

/** A status name as a coloured badge; the name (REQ_DEF) is shown in the chosen language. */
export function StatusBadge({ status, ...props }: { status: string | null | undefined } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    // The theme keeps every badge's whole text (app/accessible-defaults.ts).
    <Badge variant="light" color={STATUS_BADGE_COLOURS[statusColour(status)]} radius="sm" tt="none" {...props}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
