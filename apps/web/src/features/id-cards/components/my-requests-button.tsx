import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useTranslation } from 'react-i18next';

/** The small "My Requests" link of the card screens. */
export function MyRequestsButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={PATHS.studentCardRequests} size="xs" variant="light">
      {t('nav.My Requests')}
    </Button>
  );
}
