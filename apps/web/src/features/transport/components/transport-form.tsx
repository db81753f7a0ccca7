import { Alert, Box, Button, Grid, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { M, transportFormError } from '@portal/domain';
import { useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { usePhotoField } from '../../../components/use-photo-field';
import { toast } from '../../../lib/toast';
import { classLabel, officeName } from '../../../i18n/names';
import type { UserProfile } from '../../../lib/user-profile';
import { useStopsOfRoute } from '../api/routes-stops';
import type { TransportFormValues } from '../api/student-transport';
import { RouteListButton } from './route-list-modal';
import { RouteSelect } from './route-select';
import { useTranslation } from 'react-i18next';
import '../english';

interface Props {
  profile: UserProfile;
  kind: 'apply' | 'resubmit';
  initialRouteId?: number;
  initialStopId?: number;
  busy: boolean;
  notice?: string;
  onSubmit: (values: TransportFormValues) => void;
}

function ReadOnly({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation();
  return <TextInput label={t(`field.${label}`)} value={value == null || value === '' ? t('common.notAvailable') : String(value)} readOnly variant="filled" />;
}

/**
 * The transport card application (new or re-submitted): read-only profile, route and stop (stops of
 * the chosen route), Route List, JPEG photo. Checks run in a fixed order: route, stop,
 * photo, last transport status, size, extension (domain transportFormError);
 * the server checks them again.
 */
export function TransportForm({ profile, kind, initialRouteId, initialStopId, busy, notice, onSubmit }: Props) {
  const { t } = useTranslation();
  const [routeId, setRouteId] = useState<string | null>(initialRouteId ? String(initialRouteId) : null);
  const [stopId, setStopId] = useState<string | null>(initialStopId ? String(initialStopId) : null);
  const photo = usePhotoField();
  const stops = useStopsOfRoute(routeId ? Number(routeId) : null);
  const [waiting, setWaiting] = useState(false);

  async function submit() {
    if (waiting) return;
    // A photo just picked is still being fitted: the JPEG to send is waited for.
    setWaiting(true);
    const { file, problem } = await photo.ready().finally(() => setWaiting(false));
    const refusal = transportFormError({ routeId, stopId, file: file ? { name: file.name, size: file.size } : null, lastStatus: profile.LAST_TR_S }, kind);
    // A picked file that is not a JPEG: its own reason rather than "no image".
    const error = refusal && problem && refusal.code === M.common.imageNotSelected.code ? problem : refusal;
    if (error) {
      toast.error(error.text, { code: error.code, args: error.args });
      return;
    }
    onSubmit({ routeId: Number(routeId), stopId: Number(stopId), file: file! });
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        {notice ? <Alert color="orange">{notice}</Alert> : null}
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Name" value={profile.NM} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Father Name" value={profile.F_NM} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Roll No" value={profile.ROLNO} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Class" value={classLabel(profile.CLASS)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Department" value={officeName(profile.DEPARTMENT)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Session" value={profile.SESSION} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Contact" value={profile.PH1} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ReadOnly label="Address" value={profile.ADD1} />
          </Grid.Col>
        </Grid>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <RouteSelect
              value={routeId}
              onChange={(v) => {
                setRouteId(v);
                setStopId(null);
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label={t('transport.stop')}
              placeholder={routeId ? t('transport.selectStop') : t('transport.selectRouteFirst')}
              searchable
              disabled={!routeId}
              data={(stops.data ?? []).map((s) => ({ value: String(s.STOP_ID), label: s.STOP_NAME }))}
              value={stopId}
              onChange={setStopId}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <RouteListButton />
          </Grid.Col>
        </Grid>
        <Box maw={360}>
          <PhotoPicker field={photo} label={t('transport.photo')} placeholder={t('transport.choosePhoto')} />
        </Box>
        <Group justify="flex-end">
          <Button onClick={submit} loading={busy || waiting}>
            {t('transport.submitApplication')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
