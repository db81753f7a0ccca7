import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PageLoader } from '../../../components/page-loader';
import { PATHS } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useUserProfile } from '../../../lib/user-profile';
import { useSubmitCardApplication } from '../api/apply-card';
import { useCardStatus } from '../api/card-status';
import { CardApplicationForm } from './card-application-form';
import { StudentSummary } from './student-summary';
import { successPath } from './success-screen';

/** /student-university-card and /university-card: apply for a first ID card. */
export function NewCardScreen() {
  const status = useCardStatus();
  const profile = useUserProfile();
  const submit = useSubmitCardApplication('new');
  const navigate = useNavigate();
  if (status.isLoading || profile.isLoading) return <PageLoader />;
  const s = status.data;
  const p = profile.data;
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>University ID Card</PageTitle>
      {s && !s.NEW_ALLOWED ? (
        <Alert color="blue" title="You cannot apply for a new card now">
          <Stack gap="sm">
            <span>{s.NEW_REASON}</span>
            <Group gap="xs">
              {s.DUPLICATE_ALLOWED ? (
                <Button component={Link} to={PATHS.studentDuplicateCard} size="xs">
                  Apply for a {s.REQUEST_TYPE.toLowerCase()} card
                </Button>
              ) : null}
              <Button component={Link} to={PATHS.studentCardRequests} size="xs" variant="light">
                My Requests
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <CardApplicationForm
          header={<StudentSummary profile={p} />}
          initial={{ S_CONTACT: p?.PH1 ?? '', F_CONTACT: String(p?.F_CONTACT ?? ''), B_GROUP: String(p?.B_GROUP ?? ''), ADDRESS: p?.ADD1 ?? '' }}
          photo="required"
          submitLabel="Submit Application"
          submitting={submit.isPending}
          onSubmit={(fields, photo) =>
            submit.mutate(
              { fields, photo },
              {
                onSuccess: (res) => {
                  toast.success(res.msg);
                  navigate(successPath('card', res.data.TRANS_ID, false));
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
