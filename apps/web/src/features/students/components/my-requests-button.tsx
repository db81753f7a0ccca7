import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';

/** The small "My Requests" link of the card screens. */
export function MyRequestsButton() {
  return (
    <Button component={Link} to={PATHS.studentCardRequests} size="xs" variant="light">
      My Requests
    </Button>
  );
}
