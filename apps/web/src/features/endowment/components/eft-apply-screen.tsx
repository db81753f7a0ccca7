import { Alert, Button, FileInput, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { EftApplicationSchema, MAX_EFT_DOC_BYTES, eftDocumentProblem, formatDate } from '@portal/domain';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useApplyForEndowment, useEftEligibility, useLiveSchedule } from '../api/eft-apply';

type Field = 'HOUSEHOLD_INCOME' | 'DEPENDANTS' | 'GUARDIAN_OCCUPATION' | 'REASON' | 'file';

/** /eft-apply-form: the endowment-fund application of an eligible student while a schedule is live. */
export function EftApplyScreen() {
  const user = useSessionUser();
  const eligibility = useEftEligibility(user);
  const schedule = useLiveSchedule();
  const apply = useApplyForEndowment();
  const navigate = useNavigate();
  const [values, setValues] = useState({ HOUSEHOLD_INCOME: '' as number | string, DEPENDANTS: '' as number | string, GUARDIAN_OCCUPATION: '', REASON: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  if (eligibility.isLoading || schedule.isLoading) return <PageLoader />;

  const live = schedule.data?.isLive ? schedule.data.data : null;
  const eligible = eligibility.data?.eligible === true;
  if (!live || !eligible) {
    return (
      <Stack maw={720}>
        <PageTitle>Endowment Fund Application</PageTitle>
        <Alert color="blue" title="Applications are not open to you">
          <Text size="sm">{!live ? 'Endowment fund applications are closed at the moment.' : (eligibility.data?.data.reason ?? 'You are not eligible for the endowment fund.')}</Text>
          <Button component={Link} to={`${PATHS.studentCardRequests}?requestType=Endowment`} size="xs" variant="light" mt="sm">
            My Requests
          </Button>
        </Alert>
      </Stack>
    );
  }

  const set = (k: Exclude<Field, 'file'>) => (v: string | number) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const parsed = EftApplicationSchema.safeParse({ ...values, HOUSEHOLD_INCOME: values.HOUSEHOLD_INCOME === '' ? undefined : values.HOUSEHOLD_INCOME, DEPENDANTS: values.DEPENDANTS === '' ? undefined : values.DEPENDANTS });
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path[0] as Field] ??= i.message;
    const docProblem = eftDocumentProblem(file ? { name: file.name, size: file.size } : null);
    if (docProblem) next.file = docProblem;
    setErrors(next);
    if (!parsed.success || docProblem || !file) return;
    apply.mutate(
      { fields: parsed.data, file },
      {
        onSuccess: (res) => {
          toast.success(res.msg);
          navigate(`${PATHS.success}?kind=endowment&t_id=${res.data.ID}`);
        },
      },
    );
  };

  return (
    <Stack maw={820}>
      <PageTitle>Endowment Fund Application</PageTitle>
      <Alert color="green" variant="light" title={live.TITLE}>
        Applications are open until {formatDate(live.CLOSES_AT)}. The Treasurer office reviews every application; you can follow yours under My Requests.
      </Alert>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Monthly household income (PKR)" required min={0} thousandSeparator="," allowDecimal={false} value={values.HOUSEHOLD_INCOME} onChange={set('HOUSEHOLD_INCOME')} error={errors.HOUSEHOLD_INCOME} />
            <NumberInput label="Number of dependants" required min={0} max={30} allowDecimal={false} value={values.DEPENDANTS} onChange={set('DEPENDANTS')} error={errors.DEPENDANTS} />
          </SimpleGrid>
          <TextInput label="Guardian occupation" required maxLength={100} value={values.GUARDIAN_OCCUPATION} onChange={(e) => set('GUARDIAN_OCCUPATION')(e.currentTarget.value)} error={errors.GUARDIAN_OCCUPATION} />
          <Textarea label="Why do you need financial aid?" required autosize minRows={4} maxLength={2000} value={values.REASON} onChange={(e) => set('REASON')(e.currentTarget.value)} error={errors.REASON} />
          <FileInput
            label="Supporting document (income certificate, salary slip…)"
            description={`PDF or JPEG, at most ${Math.round(MAX_EFT_DOC_BYTES / 1024 / 1024)} MB`}
            placeholder="Choose a file"
            accept="application/pdf,image/jpeg"
            required
            clearable
            leftSection={<IconUpload size={16} />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setErrors((e) => ({ ...e, file: undefined }));
            }}
            error={errors.file}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              Submit Application
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
