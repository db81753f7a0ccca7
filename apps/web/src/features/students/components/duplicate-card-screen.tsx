import { Alert, Stack, Text } from '@mantine/core';
import { formatRupees } from '@portal/domain';
import { PageTitle } from '../../../components/page-title';
import { PageLoader } from '../../../components/page-loader';
import { PATHS } from '../../../config/paths';
import { useUserProfile } from '../../../lib/user-profile';
import { useCardStatus } from '../api/card-status';
import { useStudentPhotoUrl } from '../api/student-photo';
import { CardApplicationForm, initialFromProfile } from './card-application-form';
import { CardBlockedAlert } from './card-blocked-alert';
import { StudentSummary } from './student-summary';
import { successPath } from './success-screen';
import { useCardApplicationSubmit } from './use-card-application-submit';

/** /student-university-duplicate-card: the next card after issued ones (duplicate, triplicate, quadruplicate). */
export function DuplicateCardScreen() {
  const status = useCardStatus();
  const profile = useUserProfile();
  const photo = useStudentPhotoUrl();
  const submit = useCardApplicationSubmit('duplicate', (res) => successPath('card', res.data.TRANS_ID, res.data.FEE_AMOUNT != null));
  if (status.isLoading || profile.isLoading || photo.isLoading) return <PageLoader />;
  const s = status.data;
  const p = profile.data;
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>Duplicate ID Card</PageTitle>
      {s && !s.DUPLICATE_ALLOWED ? (
        <CardBlockedAlert
          title="You cannot apply for a duplicate card now"
          reason={s.DUPLICATE_REASON}
          alternative={s.NEW_ALLOWED ? { to: PATHS.studentUniversityCard, label: 'Apply for a new card' } : null}
        />
      ) : (
        <>
          {s ? (
            <Alert color="orange" variant="light" title={`${s.REQUEST_TYPE} card (card number ${s.ATTEMPT_NO})`}>
              <Text size="sm">
                The fee is <b>{s.FEE_AMOUNT != null ? formatRupees(s.FEE_AMOUNT) : '—'}</b>. After you apply, download the bank challan, pay it at the bank, and the card office
                prepares your card once the fee is received.
              </Text>
            </Alert>
          ) : null}
          <CardApplicationForm
            header={<StudentSummary profile={p} />}
            initial={initialFromProfile(p)}
            photo={photo.url ? 'optional' : 'required'}
            currentPhotoUrl={photo.url}
            submitLabel="Submit Application"
            {...submit}
          />
        </>
      )}
    </Stack>
  );
}
