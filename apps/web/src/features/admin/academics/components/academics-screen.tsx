import { Badge, Button, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type DepartmentRow, PROGRAMME_LEVELS, type ProgrammeRow } from '@portal/domain';
import { PageTitle, SectionTitle } from '../../../../components/page-title';
import { useDepartments, useProgrammes } from '../api/academics';
import { DepartmentDialog, ProgrammeDialog } from './academics-dialogs';
import { formatNumber } from '../../../../lib/format';

const matches = (text: string, ...values: (string | number)[]) => values.some((v) => String(v).toLowerCase().includes(text.trim().toLowerCase()));

/**
 * /admin/departments: offices and departments (rename, target days for overdue requests), academic
 * departments and their programmes (add, rename). Reference data of a few dozen rows, filtered in place.
 */
export function AcademicsScreen() {
  const departments = useDepartments();
  const programmes = useProgrammes();
  const [find, setFind] = useState('');
  const [dept, setDept] = useState<DepartmentRow | null>(null);
  const [newDept, setNewDept] = useState(false);
  const [programme, setProgramme] = useState<ProgrammeRow | null>(null);
  const [newProgramme, setNewProgramme] = useState(false);
  const depts = (departments.data ?? []).filter((d) => matches(find, d.D_ID, d.D_NM, d.KIND));
  const progs = (programmes.data ?? []).filter((p) => matches(find, p.MAJ_ID, p.NAME, p.SHORT, p.D_NM));
  return (
    <>
      <PageTitle
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setNewDept(true)}>
              New department
            </Button>
            <Button onClick={() => setNewProgramme(true)}>New programme</Button>
          </Group>
        }
      >
        Departments and programmes
      </PageTitle>
      <TextInput label="Find" placeholder="Id, name or short name" maw={320} mb="md" value={find} onChange={(e) => setFind(e.currentTarget.value)} />

      <SectionTitle>Departments and offices</SectionTitle>
      <Table striped aria-label="Departments" maw={900} mb="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Id</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Target days</Table.Th>
            <Table.Th>Programmes</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {depts.map((d) => (
            <Table.Tr key={d.D_ID}>
              <Table.Td>{d.D_ID}</Table.Td>
              <Table.Td>{d.D_NM}</Table.Td>
              <Table.Td>{d.KIND}</Table.Td>
              <Table.Td>
                {d.TARGET_DAYS}
                {d.TARGET_IS_DEFAULT ? (
                  <Badge ml="xs" size="xs" variant="light" color="gray">
                    default
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{d.PROGRAMMES}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" onClick={() => setDept(d)} aria-label={`Change department ${d.D_ID}`}>
                  Change
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <SectionTitle>Programmes</SectionTitle>
      <Table striped aria-label="Programmes" maw={1000}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Id</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Short name</Table.Th>
            <Table.Th>Department</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Students</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {progs.map((p) => (
            <Table.Tr key={p.MAJ_ID}>
              <Table.Td>{p.MAJ_ID}</Table.Td>
              <Table.Td>{p.NAME}</Table.Td>
              <Table.Td>{p.SHORT}</Table.Td>
              <Table.Td>{p.D_NM}</Table.Td>
              <Table.Td>{PROGRAMME_LEVELS[p.C_CODE as keyof typeof PROGRAMME_LEVELS] ?? p.C_CODE}</Table.Td>
              <Table.Td>{formatNumber(p.STUDENTS)}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" onClick={() => setProgramme(p)} aria-label={`Change programme ${p.MAJ_ID}`}>
                  Change
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

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
