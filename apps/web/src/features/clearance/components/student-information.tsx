import { Badge, Grid, Text } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { StatusBadge } from '../../../components/status-badge';
import { orNA, upperName } from '../../../lib/format';
import type { ClearanceRequestDetail } from '../api/clearance-requests';

/** The student's details as applied (read-only). */
export function StudentInformation({ request: r }: { request: ClearanceRequestDetail }) {
  const items: [string, React.ReactNode][] = [
    ['Name', upperName(r.STD_NAME)],
    ['Roll No', r.STD_ROLLNO],
    ['Father Name', r.F_NAME],
    ['Class', r.CLASS],
    ['Programme', r.PRINTTITLE],
    ['Session', r.SESSION],
    ['Department', r.DEPT],
    ['Contact', orNA(r.PH1)],
    ["Father's Contact", orNA(r.PH2)],
    ['Date Of Apply', formatDate(r.APPLY_DATE)],
    ['Reason', r.REASON],
    ['Library', r.LIB_NAME],
    ['Hostel', r.HOSTEL_NAME ?? 'Not a hostel resident'],
    [
      'Student Card',
      <Badge key="c" color={r.STD_CARD_POSSESSION ? 'green' : 'red'} variant="light">
        {r.STD_CARD_POSSESSION ? 'Yes' : 'No'}
      </Badge>,
    ],
    ['Mailing Address', r.MAIL_ADDRESS],
    ['Permanent Address', orNA(r.ADDRESS)],
    ['Overall Status', <StatusBadge key="s" status={r.REQ_DEF} />],
    ['Progress', `${r.ROWS_APPROVED}/${r.ROWS_TOTAL} departments approved`],
  ];
  return (
    <Grid gap="xs" aria-label="Student information">
      {items.map(([k, v]) => (
        <Grid.Col key={k} span={{ base: 12, sm: 6, md: 3 }}>
          <Text size="xs" c="dimmed">
            {k}
          </Text>
          <Text size="sm" fw={500} component="div">
            {v}
          </Text>
        </Grid.Col>
      ))}
    </Grid>
  );
}
