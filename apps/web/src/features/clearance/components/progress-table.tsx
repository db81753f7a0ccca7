import { Badge, Table, Text } from '@mantine/core';
import { type Challan, type ClearanceRow, clearanceRowNextStep } from '@portal/domain';
import { StatusBadge } from '../../../components/status-badge';
import { useTranslation } from 'react-i18next';
import { formatDateMonth } from '../../../i18n/format';
import { staffNextStepText } from '../../../i18n/next-step';
import { officeName } from '../../../i18n/names';

/**
 * Department, Status badge, Venue, Comment, Last Updated (DD-MMM-YYYY), Action, and the next step
 * the student's tracker shows for the row (the same rule, clearance/next-step.ts).
 */
export function ProgressTable({ rows, challans, ownDept }: { rows: ClearanceRow[]; challans: Challan[]; ownDept: number | null }) {
  const { t } = useTranslation();
  const ctx = { rows, challans, now: new Date() };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" aria-label={t('staff.requestProgress')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('requests.department')}</Table.Th>
            <Table.Th>{t('requests.status')}</Table.Th>
            <Table.Th>{t('requests.venue')}</Table.Th>
            <Table.Th>{t('requests.comment')}</Table.Th>
            <Table.Th>{t('requests.lastUpdated')}</Table.Th>
            <Table.Th>{t('staff.studentsNextStep')}</Table.Th>
            <Table.Th>{t('requests.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.D_ID} bg={r.D_ID === ownDept ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>{officeName(r.D_NM, r.D_ID)}</Table.Td>
              <Table.Td>
                <StatusBadge status={r.REQ_DEF} />
              </Table.Td>
              <Table.Td>{r.VENUE || '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {r.COMMENT || '—'}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateMonth(r.DATE)}</Table.Td>
              <Table.Td>
                <Text size="sm">{staffNextStepText(clearanceRowNextStep(r, ctx))}</Text>
              </Table.Td>
              <Table.Td>
                {r.D_ID === ownDept ? (
                  <Badge variant="outline" size="sm" component="a" href="#office-use" style={{ cursor: 'pointer' }}>
                    {t('staff.yourDepartment')}
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
