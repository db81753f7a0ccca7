import { Loader } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { useUserProfile } from '../../../lib/user-profile';
import { applyForTransport } from '../api/student-transport';
import { TransportForm } from './transport-form';
import { useTransportSubmit } from './use-transport-submit';
import { useTranslation } from 'react-i18next';
import '../english';

/** /gcu-transport-apply-form: a new transport card application. */
export function TransportApplyScreen() {
  const { t } = useTranslation();
  const profile = useUserProfile();
  const { busy, run } = useTransportSubmit();
  return (
    <>
      <PageTitle>{t('transport.applicationTitle')}</PageTitle>
      {profile.data ? (
        <TransportForm kind="apply" profile={profile.data} busy={busy} onSubmit={(v) => run(() => applyForTransport(profile.data!, v, { silent: true }))} />
      ) : (
        <Loader size="sm" />
      )}
    </>
  );
}
