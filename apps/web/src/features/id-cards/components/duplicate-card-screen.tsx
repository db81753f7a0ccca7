import { Alert, Stack, Text } from '@mantine/core';
import { formatRupees } from '@portal/domain';
import { PageTitle } from '../../../components/page-title';
import { PageLoader } from '../../../components/page-loader';
import { PATHS } from '../../../config/paths';
import { useUserProfile } from '../../../lib/user-profile';
import { useCardStatus } from '../api/card-status';
import { useStudentPhotoUrl } from '../../students/api/student-photo';
import { CardApplicationForm, initialFromProfile } from './card-application-form';
import { CardBlockedAlert } from './card-blocked-alert';
import { StudentSummary } from './student-summary';
import { successPath } from '../../../lib/success-path';
import { useCardApplicationSubmit } from './use-card-application-submit';
import { Trans, useTranslation } from 'react-i18next';
import '../english';
import { translateMessage } from '../../../i18n/messages';

/** /student-university-duplicate-card: the next card after issued ones (duplicate, triplicate, quadruplicate). */
export function DuplicateCardScreen() {
  const { t } = useTranslation();
  const status = useCardStatus();
  const profile = useUserProfile();
  const photo = useStudentPhotoUrl();
  const submit = useCardApplicationSubmit('duplicate', (res) => successPath('card', res.data.TRANS_ID, res.data.FEE_AMOUNT != null));
  if (status.isLoading || profile.isLoading || photo.isLoading) return <PageLoader />;
  const s = status.data;
  const p = profile.data;
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{t('card.duplicateIdCard')}</PageTitle>
      {s && !s.DUPLICATE_ALLOWED ? (
        <CardBlockedAlert
          title={t('card.cannotApplyDuplicate')}
          reason={translateMessage(s.DUPLICATE_REASON ?? '', s.DUPLICATE_REASON_CODE)}
          alternative={s.NEW_ALLOWED ? { to: PATHS.studentUniversityCard, label: t('card.applyForNew') } : null}
        />
      ) : (
        <>
          {s ? (
            <Alert
              color="orange"
              variant="light"
              title={t('card.attemptTitle', { type: t(`cardType.${s.REQUEST_TYPE}`, { defaultValue: s.REQUEST_TYPE }), attempt: s.ATTEMPT_NO })}
            >
              <Text size="sm">
                <Trans i18nKey="card.feeNote" values={{ fee: s.FEE_AMOUNT != null ? formatRupees(s.FEE_AMOUNT) : '—' }} components={{ b: <b /> }} />
              </Text>
            </Alert>
          ) : null}
          <CardApplicationForm
            header={<StudentSummary profile={p} />}
            initial={initialFromProfile(p)}
            photo={photo.url ? 'optional' : 'required'}
            currentPhotoUrl={photo.url}
            submitLabel={t('card.submitApplication')}
            {...submit}
          />
        </>
      )}
    </Stack>
  );
}
