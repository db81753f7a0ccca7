import { Badge, type BadgeProps } from '@mantine/core';
import { statusColour, type StatusColour } from '@portal/domain';

/** Mantine colour of each status colour class (spec 000 §4). */
export const STATUS_BADGE_COLOURS: Record<StatusColour, string> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'cyan',
  primary: 'blue',
  dark: 'dark',
};

/** A status name as a coloured badge; the name is shown as given (REQ_DEF). */
export function StatusBadge({ status, ...props }: { status: string | null | undefined } & Omit<BadgeProps, 'color' | 'children'>) {
  if (!status) return null;
  return (
    // max-content: a narrow table column must not cut the status name short.
    <Badge variant="light" color={STATUS_BADGE_COLOURS[statusColour(status)]} radius="sm" tt="none" style={{ minWidth: 'max-content' }} {...props}>
      {status}
    </Badge>
  );
}
