import { Button, Group, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { SectionTitle } from '../../../components/page-title';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFormSchemas } from '../../../lib/load-form-schemas';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

/** The profile's email address and "notifications by email" switch (in-app ones are always kept). */
export function EmailNotificationsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [email, setEmail] = useState('');
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    setEmail(settings.data.EMAIL ?? '');
    setNotify(settings.data.EMAIL_NOTIFY);
  }, [settings.data]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // Loaded on the form's first focus or here (first load).
    const { NotificationSettingsSchema } = await loadFormSchemas();
    const parsed = NotificationSettingsSchema.safeParse({ EMAIL: email, EMAIL_NOTIFY: notify });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={submit} onFocus={() => void loadFormSchemas()} aria-labelledby="email-notifications-title">
      <Stack gap="sm" maw={480}>
        <SectionTitle size="h5" id="email-notifications-title">
          {t('notifications.settingsTitle', { defaultValue: 'Email notifications' })}
        </SectionTitle>
        <TextInput
          type="email"
          label={t('notifications.emailLabel', { defaultValue: 'Email address' })}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          autoComplete="email"
        />
        <Switch
          label={t('notifications.emailSwitch', { defaultValue: 'Send me an email when my requests change' })}
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={settings.isLoading}>
            {t('common.save', { defaultValue: 'Save' })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
