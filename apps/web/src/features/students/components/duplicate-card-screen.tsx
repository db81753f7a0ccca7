import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '@portal/domain';
import { PageTitle } from '../../../components/page-title';
import { PageLoader } from '../../../components/page-loader';
import { PATHS } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useUserProfile } from '../../../lib/user-profile';
import { useSubmitCardApplication } from '../api/apply-card';
import { useCardStatus } from '../api/card-status';
import { useStudentPhotoUrl } from '../api/student-photo';
import { CardApplicationForm } from './card-application-form';
import { StudentSummary } from './student-summary';
import { successPath } from './success-screen';

/** /student-university-duplicate-card: the next card after issued ones (duplicate, triplicate, quadruplicate). */
export function DuplicateCardScreen() {
  const status = useCardStatus();
  const profile = useUserProfile();
  const photo = useStudentPhotoUrl();
  const submit = useSubmitCardApplication('duplicate');
  const navigate = useNavigate();
  if (status.isLoading || profile.isLoading || photo.isLoading) return <PageLoader />;
  const s = status.data;
  const p = profile.data;
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>Duplicate ID Card</PageTitle>
      {s && !s.DUPLICATE_ALLOWED ? (
        <Alert color="blue" title="You cannot apply for a duplicate card now">
          <Stack gap="sm">
            <span>{s.DUPLICATE_REASON}</span>
            <Group gap="xs">
              {s.NEW_ALLOWED ? (
                <Button component={Link} to={PATHS.studentUniversityCard} size="xs">
                  Apply for a new card
                </Button>
              ) : null}
              <Button component={Link} to={PATHS.studentCardRequests} size="xs" variant="light">
                My Requests
              </Button>
            </Group>
          </Stack>
        </Alert>
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
            initial={{ S_CONTACT: p?.PH1 ?? '', F_CONTACT: String(p?.F_CONTACT ?? ''), B_GROUP: String(p?.B_GROUP ?? ''), ADDRESS: p?.ADD1 ?? '' }}
            photo={photo.url ? 'optional' : 'required'}
            currentPhotoUrl={photo.url}
            submitLabel="Submit Application"
            submitting={submit.isPending}
            onSubmit={(fields, file) =>
              submit.mutate(
                { fields, photo: file },
                {
                  onSuccess: (res) => {
                    toast.success(res.msg);
                    navigate(successPath('card', res.data.TRANS_ID, res.data.FEE_AMOUNT != null));
                  },
                },
              )
            }
          />
        </>
      )}
    </Stack>
  );
}
