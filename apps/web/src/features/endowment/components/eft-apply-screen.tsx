import { Alert, Button, FileInput, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { M, MAX_EFT_DOC_BYTES, eftDocumentProblem, formatDate } from '@portal/domain';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { loadFormSchemas } from '../../../lib/load-form-schemas';
import { useSessionUser } from '../../../lib/session';
import { useApplyForEndowment, useEftEligibility, useLiveSchedule } from '../api/eft-apply';
import { useTranslation } from 'react-i18next';
import { translateMessage, translateSaid } from '../../../i18n/messages';
import '../english';

type Field = 'HOUSEHOLD_INCOME' | 'DEPENDANTS' | 'GUARDIAN_OCCUPATION' | 'REASON' | 'file';

/** /eft-apply-form: the endowment-fund application of an eligible student while a schedule is live. */
export function EftApplyScreen() {
  const { t } = useTranslation();
  const msg = (m: string | undefined) => m && translateMessage(m);
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
        <PageTitle>{t('eft.applicationTitle')}</PageTitle>
        <Alert color="blue" title={t('eft.notOpen')}>
          <Text size="sm">{!live ? translateSaid(M.eft.noLiveSchedule) : eligibility.data?.data.reason ? translateMessage(eligibility.data.data.reason, eligibility.data.data.reasonCode) : translateSaid(M.eft.notEligible)}</Text>
          <Button component={Link} to={`${PATHS.studentCardRequests}?requestType=Endowment`} size="xs" variant="light" mt="sm">
            {t('nav.My Requests')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  const set = (k: Exclude<Field, 'file'>) => (v: string | number) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Loaded on the form's first focus or here (first load).
    const { EftApplicationSchema } = await loadFormSchemas();
    const next: Partial<Record<Field, string>> = {};
    const parsed = EftApplicationSchema.safeParse({
      ...values,
      HOUSEHOLD_INCOME: values.HOUSEHOLD_INCOME === '' ? undefined : values.HOUSEHOLD_INCOME,
      DEPENDANTS: values.DEPENDANTS === '' ? undefined : values.DEPENDANTS,
    });
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path[0] as Field] ??= i.message;
    const docProblem = eftDocumentProblem(file ? { name: file.name, size: file.size } : null);
    if (docProblem) next.file = docProblem;
    setErrors(next);
    if (!parsed.success || docProblem || !file) return;
    apply.mutate(
      { fields: parsed.data, file },
      {
        // The success page says it (one message per event: no toast as well).
        onSuccess: (res) => {
          navigate(`${PATHS.success}?kind=endowment&t_id=${res.data.ID}`);
        },
      },
    );
  };

  return (
    <Stack maw={820}>
      <PageTitle>{t('eft.applicationTitle')}</PageTitle>
      <Alert color="green" variant="light" title={live.TITLE}>
        {t('eft.openUntil', { date: formatDate(live.CLOSES_AT) })}
      </Alert>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} onFocus={() => void loadFormSchemas()} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('eft.income')}
              required
              min={0}
              thousandSeparator=","
              allowDecimal={false}
              value={values.HOUSEHOLD_INCOME}
              onChange={set('HOUSEHOLD_INCOME')}
              error={msg(errors.HOUSEHOLD_INCOME)}
            />
            <NumberInput
              label={t('eft.dependants')}
              required
              min={0}
              max={30}
              allowDecimal={false}
              value={values.DEPENDANTS}
              onChange={set('DEPENDANTS')}
              error={msg(errors.DEPENDANTS)}
            />
          </SimpleGrid>
          <TextInput
            label={t('eft.occupation')}
            required
            maxLength={100}
            value={values.GUARDIAN_OCCUPATION}
            onChange={(e) => set('GUARDIAN_OCCUPATION')(e.currentTarget.value)}
            error={msg(errors.GUARDIAN_OCCUPATION)}
          />
          <Textarea
            label={t('eft.reason')}
            required
            autosize
            minRows={4}
            maxLength={2000}
            value={values.REASON}
            onChange={(e) => set('REASON')(e.currentTarget.value)}
            error={msg(errors.REASON)}
          />
          <FileInput
            label={t('eft.document')}
            description={t('eft.documentHint', { mb: Math.round(MAX_EFT_DOC_BYTES / 1024 / 1024) })}
            placeholder={t('eft.chooseFile')}
            accept="application/pdf,image/jpeg"
            required
            clearable
            leftSection={<IconUpload size={16} />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setErrors((e) => ({ ...e, file: undefined }));
            }}
            error={msg(errors.file)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              {t('eft.submitApplication')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
