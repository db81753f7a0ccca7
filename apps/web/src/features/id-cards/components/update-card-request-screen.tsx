import { Alert, Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { STATUS } from '@portal/domain';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { useUserProfile } from '../../../lib/user-profile';
import { useStudentCardRequest } from '../api/student-card-requests';
import { useStudentPhotoUrl } from '../../students/api/student-photo';
import { CardApplicationForm } from './card-application-form';
import { MyRequestsButton } from './my-requests-button';
import { StudentSummary } from './student-summary';
import { useCardApplicationSubmit } from './use-card-application-submit';
import { useTranslation } from 'react-i18next';
import '../english';

/** /student-uni-card-requests/update-new-card-request/{t_id}: fix a request marked Image Not Clear or Info Missing. */
export function UpdateCardRequestScreen() {
  const { t } = useTranslation();
  const tId = Number(useParams().t_id);
  const request = useStudentCardRequest(tId);
  const profile = useUserProfile();
  const photo = useStudentPhotoUrl();
  const submit = useCardApplicationSubmit('fix', () => PATHS.studentCardRequests, tId);
  if (request.isLoading || profile.isLoading || photo.isLoading) return <PageLoader />;
  const r = request.data;
  const back = <MyRequestsButton />;
  if (!r) {
    return (
      <Stack maw={720}>
        <PageTitle>{t('card.updateCardRequest')}</PageTitle>
        <Alert color="red" title={t('card.requestNotFound')}>
          <Group>{back}</Group>
        </Alert>
      </Stack>
    );
  }
  const needsPhoto = r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR || !photo.url;
  return (
    <Stack gap="md" maw={960}>
      <PageTitle actions={back}>{t('card.updateCardRequest')}</PageTitle>
      <Alert color={r.CAN_EDIT ? 'orange' : 'blue'} variant="light">
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t('card.referenceLine', { ref: r.TRANS_ID, type: t(`cardType.${r.REQUEST_TYPE}`, { defaultValue: r.REQUEST_TYPE }) })}</Text>
          <StatusBadge status={r.STATUS} />
        </Group>
        {r.COMMENT ? (
          <Text size="sm" mt={6}>
            {t('card.cardOfficeComment', { comment: r.COMMENT })}
          </Text>
        ) : null}
        {!r.CAN_EDIT ? (
          <Text size="sm" mt={6}>
            {t('card.notWaiting')}
          </Text>
        ) : null}
      </Alert>
      {r.CAN_EDIT ? (
        <CardApplicationForm
          header={<StudentSummary profile={profile.data} />}
          initial={{ S_CONTACT: r.S_CONTACT, F_CONTACT: r.F_CONTACT, B_GROUP: r.B_GROUP, ADDRESS: r.ADDRESS }}
          photo={needsPhoto ? 'required' : 'optional'}
          currentPhotoUrl={r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR ? null : photo.url}
          submitLabel={t('card.submitAgain')}
          {...submit}
        />
      ) : null}
    </Stack>
  );
}
