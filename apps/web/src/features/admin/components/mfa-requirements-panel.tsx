import { Checkbox, Group, Paper, Text } from '@mantine/core';
import type { MfaRole } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useMfaRequirements, useSetMfaRequirement } from '../api/mfa-requirements';
import '../english';

const ROLE_KEY: Record<MfaRole, string> = { ADM: 'adminAccounts.mfaAdministrators', FMR: 'adminAccounts.mfaStaff' };

/** Whether each role must sign in with a second factor (users of a role without it are sent to turn it on). */
export function MfaRequirementsPanel() {
  const { t } = useTranslation();
  const requirements = useMfaRequirements();
  const set = useSetMfaRequirement();
  return (
    <Paper withBorder p="sm" radius="md" mb="md">
      <Group gap="xl" wrap="wrap">
        <Text fw={600} size="sm">
          {t('adminAccounts.mfaRequiredFor')}
        </Text>
        {(requirements.data ?? []).map((r) => (
          // A checkbox, as the lists' own selections use (already loaded): a switch would take the screen past its budget.
          <Checkbox
            key={r.role}
            label={r.isDefault ? t('adminAccounts.byDefault', { role: t(ROLE_KEY[r.role]) }) : t(ROLE_KEY[r.role])}
            checked={r.required}
            disabled={set.isPending}
            onChange={(e) => set.mutate({ role: r.role, required: e.currentTarget.checked })}
          />
        ))}
      </Group>
    </Paper>
  );
}
