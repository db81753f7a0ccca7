import { Button, Modal, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelAndActions } from '../../../../components/cancel-and-actions';
import {
  DepartmentCreateSchema,
  DepartmentPatchSchema,
  type DepartmentRow,
  M,
  PROGRAMME_LEVELS,
  ProgrammeCreateSchema,
  ProgrammePatchSchema,
  type ProgrammeRow,
  TARGET_DAYS_RANGE,
} from '@portal/domain';
import { officeName } from '../../../../i18n/names';
import { addDepartment, addProgramme, changeDepartment, changeProgramme, useAcademicsChange } from '../api/academics';
import { messagesByField, type RefusalFields, useFieldErrors } from '../../components/field-errors';
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

const DEPT_FIELDS = ['D_ID', 'D_NM', 'TARGET_DAYS'] as const;
const DEPT_REFUSALS: RefusalFields<(typeof DEPT_FIELDS)[number]> = { codes: { [M.academics.deptTaken.code]: 'D_ID' } };
const PROGRAMME_FIELDS = ['MAJ_ID', 'NAME', 'SHORT', 'D_ID', 'C_CODE'] as const;
const PROGRAMME_REFUSALS: RefusalFields<(typeof PROGRAMME_FIELDS)[number]> = {
  codes: {
    [M.academics.programmeTaken.code]: 'MAJ_ID',
    [M.academics.shortTaken.code]: 'SHORT',
    [M.academics.shortInUse(0).code]: 'SHORT',
    [M.academics.moveInUse(0).code]: 'D_ID',
    [M.academics.notAcademic.code]: 'D_ID',
  },
};

/** Adds an academic department (`dept` null) or renames one and sets its target days. */
export function DepartmentDialog({ opened, dept, onClose }: { opened: boolean; dept: DepartmentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [id, setId] = useState<string | number>('');
  const [name, setName] = useState('');
  const [days, setDays] = useState<string | number>('');
  // The server's schemas, checked here: each mistake under its field before anything is sent.
  const parsed = dept ? DepartmentPatchSchema.safeParse({ D_NM: name, TARGET_DAYS: num(days) }) : DepartmentCreateSchema.safeParse({ D_ID: num(id), D_NM: name });
  const errors = useFieldErrors(DEPT_FIELDS, messagesByField(parsed.error?.issues, DEPT_FIELDS), DEPT_REFUSALS);
  const add = useAcademicsChange(addDepartment, errors.refused);
  const change = useAcademicsChange(changeDepartment, errors.refused);
  const { reset: resetErrors } = errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a dialog opened again is a new form (resetErrors only sets state)
  useEffect(() => {
    if (!opened) return;
    setId(dept?.D_ID ?? '');
    setName(dept?.D_NM ?? '');
    setDays(dept?.TARGET_DAYS ?? '');
    resetErrors();
  }, [opened, dept]);
  const save = () => {
    if (!errors.ready()) return;
    if (!dept) return add.mutate({ D_ID: num(id), D_NM: name }, { onSuccess: onClose });
    const patch = { ...(name !== dept.D_NM ? { D_NM: name } : {}), ...(days !== dept.TARGET_DAYS ? { TARGET_DAYS: num(days) } : {}) };
    change.mutate({ id: dept.D_ID, patch }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={dept ? t('adminAcademics.changeNamed', { name: officeName(dept.D_NM, dept.D_ID) }) : t('adminAcademics.newAcademicDepartment')}
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
          onChange={(v) => {
            errors.edited('D_ID');
            setId(v);
          }}
          {...errors.props('D_ID')}
        />
        <TextInput
          label={t('admin.name')}
          required
          value={name}
          onChange={(e) => {
            errors.edited('D_NM');
            setName(e.currentTarget.value);
          }}
          {...errors.props('D_NM')}
        />
        {dept ? (
          <NumberInput
            label={t('adminAcademics.targetWorkingDays')}
            description={t('adminAcademics.targetWorkingDaysHint')}
            min={TARGET_DAYS_RANGE.min}
            max={TARGET_DAYS_RANGE.max}
            allowDecimal={false}
            value={days}
            onChange={(v) => {
              errors.edited('TARGET_DAYS');
              setDays(v);
            }}
            {...errors.props('TARGET_DAYS')}
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
  const body = { NAME: name, SHORT: short.trim(), D_ID: dept === '' ? Number.NaN : Number(dept) };
  const parsed = programme ? ProgrammePatchSchema.safeParse(body) : ProgrammeCreateSchema.safeParse({ MAJ_ID: num(id), ...body, C_CODE: Number(level) });
  const errors = useFieldErrors(PROGRAMME_FIELDS, messagesByField(parsed.error?.issues, PROGRAMME_FIELDS), PROGRAMME_REFUSALS);
  const add = useAcademicsChange(addProgramme, errors.refused);
  const change = useAcademicsChange(changeProgramme, errors.refused);
  const { reset: resetErrors } = errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a dialog opened again is a new form (resetErrors only sets state)
  useEffect(() => {
    if (!opened) return;
    setId(programme?.MAJ_ID ?? '');
    setName(programme?.NAME ?? '');
    setShort(programme?.SHORT ?? '');
    setDept(programme ? String(programme.D_ID) : '');
    setLevel(String(programme?.C_CODE ?? 2));
    resetErrors();
  }, [opened, programme]);
  const enrolled = (programme?.STUDENTS ?? 0) > 0;
  const save = () => {
    if (!errors.ready()) return;
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
        <NumberInput
          label={t('adminAcademics.programmeId')}
          required
          disabled={!!programme}
          allowDecimal={false}
          value={id}
          onChange={(v) => {
            errors.edited('MAJ_ID');
            setId(v);
          }}
          {...errors.props('MAJ_ID')}
        />
        <TextInput
          label={t('admin.name')}
          required
          value={name}
          onChange={(e) => {
            errors.edited('NAME');
            setName(e.currentTarget.value);
          }}
          {...errors.props('NAME')}
        />
        <TextInput
          label={t('adminAcademics.shortName')}
          description={enrolled ? t('adminAcademics.shortNameFixed', { n: programme?.STUDENTS }) : t('adminAcademics.shortNameRule')}
          required
          disabled={enrolled}
          value={short}
          onChange={(e) => {
            errors.edited('SHORT');
            setShort(e.currentTarget.value.toUpperCase());
          }}
          {...errors.props('SHORT')}
        />
        <NativeSelect
          label={t('adminAcademics.department')}
          required
          disabled={enrolled}
          value={dept}
          onChange={(e) => {
            errors.edited('D_ID');
            setDept(e.currentTarget.value);
          }}
          data={[
            { value: '', label: t('adminAcademics.chooseDepartment') },
            ...academic.map((d) => ({ value: String(d.D_ID), label: `${d.D_ID} ${officeName(d.D_NM, d.D_ID)}` })),
          ]}
          {...errors.props('D_ID')}
        />
        <NativeSelect
          label={t('adminAcademics.level')}
          disabled={!!programme}
          value={level}
          onChange={(e) => {
            errors.edited('C_CODE');
            setLevel(e.currentTarget.value);
          }}
          data={Object.keys(PROGRAMME_LEVELS).map((v) => ({ value: v, label: t(`adminAcademics.level${v}`) }))}
          {...errors.props('C_CODE')}
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
