import { Alert, Button, Loader } from '@mantine/core';
import { M, STATUS, transportActionFor } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { useUserProfile } from '../../../lib/user-profile';
import { resubmitTransport, useMyTransportRequests } from '../api/student-transport';
import { TransportForm } from './transport-form';
import { useTransportSubmit } from './use-transport-submit';
import { useTranslation } from 'react-i18next';
import { translateSaid } from '../../../i18n/messages';
import '../english';

/** /student-transport-card-requests/update-transport-card-request/{TRANS_ID}: re-submission after Image Not Clear. */
export function UpdateTransportRequestScreen() {
  const { t } = useTranslation();
  const transId = Number(useParams().TRANS_ID);
  const profile = useUserProfile();
  const requests = useMyTransportRequests();
  const { busy, run } = useTransportSubmit();
  const request = requests.data?.find((r) => r.TRANS_ID === transId);

  if (profile.isLoading || requests.isLoading) return <Loader size="sm" />;
  // The student's list holds only their own requests; editable while Image Not Clear (the server checks again).
  const allowed = request && transportActionFor(request.REQ_STATUS) === 'edit';
  return (
    <>
      <PageTitle>{t('transport.applicationTitle')}</PageTitle>
      {!request || !allowed || !profile.data ? (
        <Alert color="red" title={t('transport.cannotEdit')}>
          {translateSaid(request ? M.transport.onlyImageNotClear : M.transport.requestNotFound)}
          <div>
            <Button component={Link} to={PATHS.studentTransportRequests} variant="light" mt="sm">
              {t('nav.My Transport Requests')}
            </Button>
          </div>
        </Alert>
      ) : (
        <TransportForm
          kind="resubmit"
          profile={profile.data}
          initialRouteId={request.ROUTE_ID}
          initialStopId={request.STOP_ID}
          busy={busy}
          notice={
            request.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR
              ? t('transport.photoNotice', { ref: request.TRANS_ID, comment: request.COMMENT ? ` (${request.COMMENT})` : '' })
              : undefined
          }
          onSubmit={(v) => run(() => resubmitTransport(profile.data!, transId, v, { silent: true }))}
        />
      )}
    </>
  );
}
