import { Button, Modal, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelAndActions } from '../../../../components/cancel-and-actions';
import { type DepartmentRow, inWholeRange, M, PROGRAMME_LEVELS, type ProgrammeRow, TARGET_DAYS_RANGE } from '@portal/domain';
import { translateSaid } from '../../../../i18n/messages';
import { addDepartment, addProgramme, changeDepartment, changeProgramme, useAcademicsChange } from '../api/academics';
import '../../english';

const num = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);

function Actions({ onClose, onSave, busy, label }: { onClose: () => void; onSave: () => void; busy: boolean; label: string }) {
  return (
    <CancelAndActions onCancel={onClose}>
      <Button onClick={onSave} loading={busy}>
        {label}
      </Button>
    </CancelAndActions>
  );
}

/** Adds an academic department (`dept` null) or renames one and sets its target days. */
export function DepartmentDialog({ opened, dept, onClose }: { opened: boolean; dept: DepartmentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [id, setId] = useState<string | number>('');
  const [name, setName] = useState('');
  const [days, setDays] = useState<string | number>('');
  const add = useAcademicsChange(addDepartment);
  const change = useAcademicsChange(changeDepartment);
  useEffect(() => {
    if (!opened) return;
    setId(dept?.D_ID ?? '');
    setName(dept?.D_NM ?? '');
    setDays(dept?.TARGET_DAYS ?? '');
  }, [opened, dept]);
  const save = () => {
    if (!dept) return add.mutate({ D_ID: num(id), D_NM: name }, { onSuccess: onClose });
    const patch = { ...(name !== dept.D_NM ? { D_NM: name } : {}), ...(days !== dept.TARGET_DAYS ? { TARGET_DAYS: num(days) } : {}) };
    change.mutate({ id: dept.D_ID, patch }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={dept ? t('adminAcademics.changeNamed', { name: dept.D_NM }) : t('adminAcademics.newAcademicDepartment')}
      centered
    >
      <Stack>
        <NumberInput
          label={t('adminAcademics.departmentId')}
          description={t('adminAcademics.departmentIdRule')}
          required
          disabled={!!dept}
          allowDecimal={false}
          value={id}
          onChange={setId}
        />
        <TextInput label={t('admin.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        {dept ? (
          <NumberInput
            label={t('adminAcademics.targetWorkingDays')}
            description={t('adminAcademics.targetWorkingDaysHint')}
            min={TARGET_DAYS_RANGE.min}
            max={TARGET_DAYS_RANGE.max}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={inWholeRange(days, TARGET_DAYS_RANGE) ? undefined : translateSaid(M.academics.targetDays)}
          />
        ) : null}
        <Actions onClose={onClose} onSave={save} busy={add.isPending || change.isPending} label={dept ? t('common.save') : t('adminAcademics.addDepartment')} />
      </Stack>
    </Modal>
  );
}

/** Adds a programme (`programme` null) or changes one (short name and department only while nobody is enrolled). */
export function ProgrammeDialog({
  opened,
  programme,
  departments,
  onClose,
}: {
  opened: boolean;
  programme: ProgrammeRow | null;
  departments: DepartmentRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [id, setId] = useState<string | number>('');
  const [name, setName] = useState('');
  const [short, setShort] = useState('');
  const [dept, setDept] = useState('');
  const [level, setLevel] = useState('2');
  const add = useAcademicsChange(addProgramme);
  const change = useAcademicsChange(changeProgramme);
  useEffect(() => {
    if (!opened) return;
    setId(programme?.MAJ_ID ?? '');
    setName(programme?.NAME ?? '');
    setShort(programme?.SHORT ?? '');
    setDept(programme ? String(programme.D_ID) : '');
    setLevel(String(programme?.C_CODE ?? 2));
  }, [opened, programme]);
  const enrolled = (programme?.STUDENTS ?? 0) > 0;
  const save = () => {
    if (!programme)
      return add.mutate({ MAJ_ID: num(id), NAME: name, SHORT: short.trim(), D_ID: Number(dept), C_CODE: Number(level) as 1 | 2 | 3 }, { onSuccess: onClose });
    const patch = {
      ...(name !== programme.NAME ? { NAME: name } : {}),
      ...(short.trim() !== programme.SHORT ? { SHORT: short.trim() } : {}),
      ...(Number(dept) !== programme.D_ID ? { D_ID: Number(dept) } : {}),
    };
    change.mutate({ id: programme.MAJ_ID, patch }, { onSuccess: onClose });
  };
  const academic = departments.filter((d) => d.KIND === 'academic');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={programme ? t('adminAcademics.changeNamed', { name: programme.NAME }) : t('adminAcademics.newProgramme')}
      centered
    >
      <Stack>
        <NumberInput label={t('adminAcademics.programmeId')} required disabled={!!programme} allowDecimal={false} value={id} onChange={setId} />
        <TextInput label={t('admin.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label={t('adminAcademics.shortName')}
          description={enrolled ? t('adminAcademics.shortNameFixed', { n: programme?.STUDENTS }) : t('adminAcademics.shortNameRule')}
          required
          disabled={enrolled}
          value={short}
          onChange={(e) => setShort(e.currentTarget.value.toUpperCase())}
        />
        <NativeSelect
          label={t('adminAcademics.department')}
          required
          disabled={enrolled}
          value={dept}
          onChange={(e) => setDept(e.currentTarget.value)}
          data={[{ value: '', label: t('adminAcademics.chooseDepartment') }, ...academic.map((d) => ({ value: String(d.D_ID), label: `${d.D_ID} ${d.D_NM}` }))]}
        />
        <NativeSelect
          label={t('adminAcademics.level')}
          disabled={!!programme}
          value={level}
          onChange={(e) => setLevel(e.currentTarget.value)}
          data={Object.entries(PROGRAMME_LEVELS).map(([v, label]) => ({ value: v, label }))}
        />
        <Actions
          onClose={onClose}
          onSave={save}
          busy={add.isPending || change.isPending}
          label={programme ? t('common.save') : t('adminAcademics.addProgramme')}
        />
      </Stack>
    </Modal>
  );
}
