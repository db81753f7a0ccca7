import { Alert, Button, Grid, Group, Image, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BLOOD_GROUP_OPTIONS, MAX_PHOTO_BYTES, photoProblem, type CardApplication } from '@portal/domain';
import { PhotoPicker } from '../../../components/photo-picker';
import { usePhotoField } from '../../../components/use-photo-field';
import { loadFormSchemas } from '../../../lib/load-form-schemas';
import type { UserProfile } from '../../../lib/user-profile';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import '../english';

export interface CardFormInitial {
  S_CONTACT?: string;
  F_CONTACT?: string;
  B_GROUP?: string;
  ADDRESS?: string;
}

/** The form's starting values from the student's profile (first and later cards). */
export const initialFromProfile = (p: UserProfile | undefined): CardFormInitial => ({
  S_CONTACT: p?.PH1 ?? '',
  F_CONTACT: String(p?.F_CONTACT ?? ''),
  B_GROUP: String(p?.B_GROUP ?? ''),
  ADDRESS: p?.ADD1 ?? '',
});

interface Props {
  initial: CardFormInitial;
  /** 'required': a new photo must be chosen; 'optional': one is on file. */
  photo: 'required' | 'optional';
  /** The photo on file, shown until a new one is chosen. */
  currentPhotoUrl?: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (fields: CardApplication, photo: File | null) => void;
  /** Read-only details above the form (name, roll number…). */
  header?: ReactNode;
}

type Errors = Partial<Record<keyof CardApplication | 'photo', string>>;

/** The fields of an ID-card application (new, duplicate, or a fix), checked as the server checks them. */
export function CardApplicationForm({ initial, photo: photoRule, currentPhotoUrl, submitLabel, submitting, onSubmit, header }: Props) {
  const { t } = useTranslation();
  const msg = (m: string | undefined) => m && translateMessage(m);
  const [values, setValues] = useState<CardFormInitial>(initial);
  const photo = usePhotoField();
  const [errors, setErrors] = useState<Errors>({});

  const set = (k: keyof CardFormInitial) => (v: string | null) => {
    setValues((s) => ({ ...s, [k]: v ?? '' }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  /** The student's or the guardian's mobile number: eleven digits. */
  const phoneInput = (k: 'S_CONTACT' | 'F_CONTACT', label: string) => (
    <TextInput
      label={label}
      placeholder="03001234567"
      inputMode="tel"
      maxLength={11}
      required
      value={values[k] ?? ''}
      onChange={(e) => set(k)(e.currentTarget.value)}
      error={msg(errors[k])}
    />
  );

  // The schema loads on the form's first focus or submit; one check at a time while it loads.
  const checking = useRef(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (checking.current) return;
    checking.current = true;
    // A photo just picked is still being fitted: the JPEG to send is waited for.
    const [{ CardApplicationSchema }, { file, problem: pickProblem }] = await Promise.all([loadFormSchemas(), photo.ready()]).finally(() => {
      checking.current = false;
    });
    const next: Errors = {};
    const parsed = CardApplicationSchema.safeParse(values);
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof CardApplication] ??= issue.message;
    // A picked file that is not a JPEG is said under the field; it is never sent, nor the photo on file kept in its place.
    if (pickProblem) next.photo = pickProblem.text;
    else if (file || photoRule === 'required') {
      const problem = photoProblem(file ? { name: file.name, size: file.size } : null);
      if (problem) next.photo = problem;
    }
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    onSubmit(parsed.data, file);
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} onFocus={() => void loadFormSchemas()} noValidate>
      <Stack gap="md">
        {header}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {phoneInput('S_CONTACT', t('card.contactNumber'))}
                {phoneInput('F_CONTACT', t('card.guardianContactNumber'))}
              </SimpleGrid>
              <Select
                label={t('card.bloodGroup')}
                placeholder={t('card.select')}
                data={[...BLOOD_GROUP_OPTIONS]}
                required
                value={values.B_GROUP || null}
                onChange={set('B_GROUP')}
                error={msg(errors.B_GROUP)}
                allowDeselect={false}
                maw={240}
              />
              <Textarea
                label={t('card.address')}
                required
                autosize
                minRows={2}
                maxLength={300}
                value={values.ADDRESS ?? ''}
                onChange={(e) => set('ADDRESS')(e.currentTarget.value)}
                error={msg(errors.ADDRESS)}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap="xs" align="stretch">
              <PhotoPicker
                field={photo}
                label={t('card.photo')}
                placeholder={photoRule === 'required' ? t('card.choosePhoto') : t('card.keepPhoto')}
                required={photoRule === 'required'}
                onPicked={() => setErrors((e) => ({ ...e, photo: undefined }))}
                error={msg(errors.photo)}
              >
                {currentPhotoUrl ? (
                  <Image src={currentPhotoUrl} alt={t('card.photoPreview')} w={120} h={150} fit="cover" radius="sm" />
                ) : (
                  <Group gap={6} c="dimmed">
                    <IconPhoto size={18} />
                    <Text size="xs">{t('card.noPhotoChosen')}</Text>
                  </Group>
                )}
              </PhotoPicker>
              <Text size="xs" c="dimmed">
                {t('card.photoHint', { kb: Math.round(MAX_PHOTO_BYTES / 1024) })}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
        {Object.keys(errors).some((k) => errors[k as keyof Errors]) ? (
          <Alert color="red" variant="light" p="xs">
            {t('card.correctFields')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
