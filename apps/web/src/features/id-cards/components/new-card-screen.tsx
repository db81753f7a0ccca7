import { Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { PageLoader } from '../../../components/page-loader';
import { PATHS } from '../../../config/paths';
import { useUserProfile } from '../../../lib/user-profile';
import { useCardStatus } from '../api/card-status';
import { CardApplicationForm, initialFromProfile } from './card-application-form';
import { CardBlockedAlert } from './card-blocked-alert';
import { StudentSummary } from './student-summary';
import { successPath } from '../../../lib/success-path';
import { useCardApplicationSubmit } from './use-card-application-submit';
import { useTranslation } from 'react-i18next';
import '../english';
import { translateMessage } from '../../../i18n/messages';

/** /student-university-card and /university-card: apply for a first ID card. */
export function NewCardScreen() {
  const { t } = useTranslation();
  const status = useCardStatus();
  const profile = useUserProfile();
  const submit = useCardApplicationSubmit('new', (res) => successPath('card', res.data.TRANS_ID, false));
  if (status.isLoading || profile.isLoading) return <PageLoader />;
  const s = status.data;
  const p = profile.data;
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{t('card.universityIdCard')}</PageTitle>
      {s && !s.NEW_ALLOWED ? (
        <CardBlockedAlert
          title={t('card.cannotApplyNew')}
          reason={translateMessage(s.NEW_REASON ?? '', s.NEW_REASON_CODE)}
          alternative={
            s.DUPLICATE_ALLOWED
              ? {
                  to: PATHS.studentDuplicateCard,
                  label: t('card.applyForType', { type: t(`cardType.${s.REQUEST_TYPE}`, { defaultValue: s.REQUEST_TYPE }).toLowerCase() }),
                }
              : null
          }
        />
      ) : (
        <CardApplicationForm
          header={<StudentSummary profile={p} />}
          initial={initialFromProfile(p)}
          photo="required"
          submitLabel={t('card.submitApplication')}
          {...submit}
        />
      )}
    </Stack>
  );
}
