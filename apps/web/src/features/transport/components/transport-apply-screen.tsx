import { Anchor, Group, Loader, Text } from '@mantine/core';
import { transportActionFor, transportApplyRefusal } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { CannotApply } from '../../../components/cannot-apply';
import { PageTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { useUserProfile } from '../../../lib/user-profile';
import { applyForTransport, useMyTransportRequests } from '../api/student-transport';
import { TransportForm } from './transport-form';
import { useTransportSubmit } from './use-transport-submit';
import '../english';

/**
 * /gcu-transport-apply-form: a new transport card application; a student whose request is still open sees
 * that request and why no new one can be made (the domain's rule), not a blank form refused after filling it.
 */
export function TransportApplyScreen() {
  const { t } = useTranslation();
  const profile = useUserProfile();
  const { busy, run } = useTransportSubmit();
  const refusal = profile.data ? transportApplyRefusal(profile.data.LAST_TR_S) : null;
  return (
    <>
      <PageTitle>{t('transport.applicationTitle')}</PageTitle>
      {!profile.data ? (
        <Loader size="sm" />
      ) : refusal ? (
        <CannotApply reason={refusal} link={{ to: PATHS.studentTransportRequests, label: t('nav.My Transport Requests') }}>
          <OpenRequest />
        </CannotApply>
      ) : (
        <TransportForm kind="apply" profile={profile.data} busy={busy} onSubmit={(v) => run(() => applyForTransport(profile.data!, v, { silent: true }))} />
      )}
    </>
  );
}

/** The student's latest transport request: where it stands, and Edit when the office asks for a new photo. */
function OpenRequest() {
  const { t } = useTranslation();
  const requests = useMyTransportRequests();
  const latest = [...(requests.data ?? [])].sort((a, b) => b.APPLY_DATE.localeCompare(a.APPLY_DATE))[0];
  if (!latest) return requests.isLoading ? <Loader size="xs" /> : null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{t('transport.yourRequest', { ref: latest.TRANS_ID, route: latest.ROUTE_NO, stop: latest.STOP_NAME })}</Text>
      <StatusBadge status={latest.STATUS} />
      {transportActionFor(latest.REQ_STATUS) === 'edit' ? (
        <Anchor component={Link} size="sm" to={generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(latest.TRANS_ID) })}>
          {t('common.edit')}
        </Anchor>
      ) : null}
    </Group>
  );
}
