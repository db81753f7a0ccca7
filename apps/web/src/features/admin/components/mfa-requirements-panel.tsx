import { Group, Paper, Switch, Text } from '@mantine/core';
import type { MfaRole } from '@portal/domain';
import { useMfaRequirements, useSetMfaRequirement } from '../api/mfa-requirements';

const ROLE_LABEL: Record<MfaRole, string> = { ADM: 'Administrators', FMR: 'Staff' };

/** Whether each role must sign in with a second factor (users of a role without it are sent to turn it on). */
export function MfaRequirementsPanel() {
  const requirements = useMfaRequirements();
  const set = useSetMfaRequirement();
  return (
    <Paper withBorder p="sm" radius="md" mb="md">
      <Group gap="xl" wrap="wrap">
        <Text fw={600} size="sm">
          Two-factor sign-in required for
        </Text>
        {(requirements.data ?? []).map((r) => (
          <Switch
            key={r.role}
            label={`${ROLE_LABEL[r.role]}${r.isDefault ? ' (default)' : ''}`}
            checked={r.required}
            disabled={set.isPending}
            onChange={(e) => set.mutate({ role: r.role, required: e.currentTarget.checked })}
          />
        ))}
      </Group>
    </Paper>
  );
}
