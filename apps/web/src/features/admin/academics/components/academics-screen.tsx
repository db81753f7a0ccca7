import { Badge, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DepartmentRow, PROGRAMME_LEVELS, type ProgrammeRow } from '@portal/domain';
import { PageTitle, SectionTitle } from '../../../../components/page-title';
import { formatNumber } from '../../../../lib/format';
import { useDepartments, useProgrammes } from '../api/academics';
import { AdminTable } from '../../components/admin-table';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { officeName } from '../../../../i18n/names';
import '../../english';

// The dialogs (and the schemas they check with) load the first time one opens.
const DepartmentDialog = lazyDialog(
  () => import('./academics-dialogs').then((m) => m.DepartmentDialog),
  (p) => p.opened,
);
const ProgrammeDialog = lazyDialog(
  () => import('./academics-dialogs').then((m) => m.ProgrammeDialog),
  (p) => p.opened,
);

/** A department's kind as the screen says it (the data's own word when there is no text for it). */
const KIND_KEY: Record<string, string> = {
  office: 'adminAcademics.kindOffice',
  transport: 'adminAcademics.kindTransport',
  academic: 'adminAcademics.kindAcademic',
  hostel: 'adminAcademics.kindHostel',
  library: 'adminAcademics.kindLibrary',
};

const matches = (text: string, ...values: (string | number)[]) => values.some((v) => String(v).toLowerCase().includes(text.trim().toLowerCase()));

/** A row's Change button: its name says which row (the journeys and screen readers find it by it). */
function ChangeButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="default" onClick={onClick} aria-label={label}>
      {t('admin.change')}
    </Button>
  );
}

/**
 * /admin/departments: offices and departments (rename, target days for overdue requests), academic
 * departments and their programmes (add, rename). Reference data of a few dozen rows, filtered in place.
 * A department's name shows in Urdu where the portal has its Urdu name (by id); programme names show as stored.
 */
export function AcademicsScreen() {
  const { t } = useTranslation();
  const departments = useDepartments();
  const programmes = useProgrammes();
  const [find, setFind] = useState('');
  const [dept, setDept] = useState<DepartmentRow | null>(null);
  const [newDept, setNewDept] = useState(false);
  const [programme, setProgramme] = useState<ProgrammeRow | null>(null);
  const [newProgramme, setNewProgramme] = useState(false);
  const depts = (departments.data ?? []).filter((d) => matches(find, d.D_ID, d.D_NM, officeName(d.D_NM, d.D_ID), d.KIND));
  const progs = (programmes.data ?? []).filter((p) => matches(find, p.MAJ_ID, p.NAME, p.SHORT, p.D_NM, officeName(p.D_NM, p.D_ID)));
  return (
    <>
      <PageTitle
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setNewDept(true)}>
              {t('adminAcademics.newDepartment')}
            </Button>
            <Button onClick={() => setNewProgramme(true)}>{t('adminAcademics.newProgramme')}</Button>
          </Group>
        }
      >
        {t('adminAcademics.title')}
      </PageTitle>
      <TextInput
        label={t('adminAcademics.find')}
        placeholder={t('adminAcademics.findHint')}
        maw={320}
        mb="md"
        value={find}
        onChange={(e) => setFind(e.currentTarget.value)}
      />

      <SectionTitle>{t('adminAcademics.departmentsAndOffices')}</SectionTitle>
      <AdminTable
        label={t('adminAcademics.departmentsTable')}
        maw={900}
        mb="lg"
        rows={depts}
        rowKey={(d) => d.D_ID}
        columns={[
          { head: t('adminAcademics.id'), cell: (d) => d.D_ID },
          { head: t('admin.name'), cell: (d) => officeName(d.D_NM, d.D_ID) },
          { head: t('adminAcademics.kind'), cell: (d) => (KIND_KEY[d.KIND] ? t(KIND_KEY[d.KIND]!) : d.KIND) },
          {
            head: t('adminAcademics.targetDays'),
            cell: (d) => (
              <>
                {d.TARGET_DAYS}
                {d.TARGET_IS_DEFAULT ? (
                  <Badge ml="xs" size="xs" variant="light" color="gray">
                    {t('adminAcademics.byDefault')}
                  </Badge>
                ) : null}
              </>
            ),
          },
          { head: t('adminAcademics.programmes'), cell: (d) => d.PROGRAMMES },
          { head: '', cell: (d) => <ChangeButton label={t('adminAcademics.changeDepartment', { id: d.D_ID })} onClick={() => setDept(d)} /> },
        ]}
      />

      <SectionTitle>{t('adminAcademics.programmes')}</SectionTitle>
      <AdminTable
        label={t('adminAcademics.programmes')}
        maw={1000}
        rows={progs}
        rowKey={(p) => p.MAJ_ID}
        columns={[
          { head: t('adminAcademics.id'), cell: (p) => p.MAJ_ID },
          { head: t('admin.name'), cell: (p) => p.NAME },
          { head: t('adminAcademics.shortName'), cell: (p) => <bdi>{p.SHORT}</bdi> },
          { head: t('adminAcademics.department'), cell: (p) => officeName(p.D_NM, p.D_ID) },
          { head: t('adminAcademics.level'), cell: (p) => (p.C_CODE in PROGRAMME_LEVELS ? t(`adminAcademics.level${p.C_CODE}`) : p.C_CODE) },
          { head: t('adminAcademics.students'), cell: (p) => formatNumber(p.STUDENTS) },
          { head: '', cell: (p) => <ChangeButton label={t('adminAcademics.changeProgramme', { id: p.MAJ_ID })} onClick={() => setProgramme(p)} /> },
        ]}
      />

      <DepartmentDialog
        opened={newDept || !!dept}
        dept={dept}
        onClose={() => {
          setNewDept(false);
          setDept(null);
        }}
      />
      <ProgrammeDialog
        opened={newProgramme || !!programme}
        programme={programme}
        departments={departments.data ?? []}
        onClose={() => {
          setNewProgramme(false);
          setProgramme(null);
        }}
      />
    </>
  );
}
