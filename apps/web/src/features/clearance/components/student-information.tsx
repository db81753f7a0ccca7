import { Badge, Grid, Text } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { StatusBadge } from '../../../components/status-badge';
import { orNA, upperName } from '../../../lib/format';
import { classLabel, officeName } from '../../../i18n/names';
import type { ClearanceRequestDetail } from '../api/clearance-requests';
import { useTranslation } from 'react-i18next';
import '../english';

/** The student's details as applied (read-only). */
export function StudentInformation({ request: r }: { request: ClearanceRequestDetail }) {
  const { t } = useTranslation();
  const items: [string, React.ReactNode][] = [
    [t('field.Name'), upperName(r.STD_NAME)],
    [t('field.Roll No'), r.STD_ROLLNO],
    [t('field.Father Name'), r.F_NAME],
    [t('field.Class'), classLabel(r.CLASS)],
    [t('staff.programme'), r.PRINTTITLE],
    [t('field.Session'), r.SESSION],
    [t('field.Department'), officeName(r.DEPT)],
    [t('field.Contact'), orNA(r.PH1)],
    [t('staff.fathersContact'), orNA(r.PH2)],
    [t('requests.dateOfApply'), formatDate(r.APPLY_DATE)],
    [t('staff.reason'), t(`reason.${r.REASON}`, { defaultValue: r.REASON })],
    [t('staff.library'), officeName(r.LIB_NAME)],
    [t('staff.hostel'), r.HOSTEL_NAME ? officeName(r.HOSTEL_NAME) : t('staff.notHostelResident')],
    [
      t('staff.studentCard'),
      <Badge key="c" color={r.STD_CARD_POSSESSION ? 'green' : 'red'} variant="light">
        {r.STD_CARD_POSSESSION ? t('common.yes') : t('common.no')}
      </Badge>,
    ],
    [t('staff.mailingAddress'), r.MAIL_ADDRESS],
    [t('staff.permanentAddress'), orNA(r.ADDRESS)],
    [t('staff.overallStatus'), <StatusBadge key="s" status={r.REQ_DEF} />],
    [t('staff.progress'), t('staff.departmentsApproved', { approved: r.ROWS_APPROVED, total: r.ROWS_TOTAL })],
  ];
  return (
    <Grid gap="xs" aria-label={t('staff.studentInformation')}>
      {items.map(([k, v]) => (
        <Grid.Col key={k} span={{ base: 12, sm: 6, md: 3 }}>
          <Text size="xs" c="dimmed">
            {k}
          </Text>
          <Text size="sm" fw={500} component="div">
            {/* Isolated: a roll number or an English address keeps its own order inside an Urdu page. */}
            {typeof v === 'string' ? <bdi>{v}</bdi> : v}
          </Text>
        </Grid.Col>
      ))}
    </Grid>
  );
}
