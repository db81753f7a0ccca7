import { Alert, Button, FileInput, Grid, Group, Image, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { BLOOD_GROUP_OPTIONS, CardApplicationSchema, MAX_PHOTO_BYTES, photoProblem, type CardApplication } from '@portal/domain';
import type { UserProfile } from '../../../lib/user-profile';

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
  const [values, setValues] = useState<CardFormInitial>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const set = (k: keyof CardFormInitial) => (v: string | null) => {
    setValues((s) => ({ ...s, [k]: v ?? '' }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    const parsed = CardApplicationSchema.safeParse(values);
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof CardApplication] ??= issue.message;
    if (file || photoRule === 'required') {
      const problem = photoProblem(file ? { name: file.name, size: file.size } : null);
      if (problem) next.photo = problem;
    }
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    onSubmit(parsed.data, file);
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {header}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label="Contact Number" placeholder="03001234567" inputMode="tel" maxLength={11} required value={values.S_CONTACT ?? ''} onChange={(e) => set('S_CONTACT')(e.currentTarget.value)} error={errors.S_CONTACT} />
                <TextInput label="Guardian Contact Number" placeholder="03001234567" inputMode="tel" maxLength={11} required value={values.F_CONTACT ?? ''} onChange={(e) => set('F_CONTACT')(e.currentTarget.value)} error={errors.F_CONTACT} />
              </SimpleGrid>
              <Select label="Blood Group" placeholder="Select…" data={[...BLOOD_GROUP_OPTIONS]} required value={values.B_GROUP || null} onChange={set('B_GROUP')} error={errors.B_GROUP} allowDeselect={false} maw={240} />
              <Textarea label="Address" required autosize minRows={2} maxLength={300} value={values.ADDRESS ?? ''} onChange={(e) => set('ADDRESS')(e.currentTarget.value)} error={errors.ADDRESS} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap="xs" align="stretch">
              <FileInput
                label="Photo (JPEG, under 50 KB)"
                placeholder={photoRule === 'required' ? 'Choose a photo' : 'Keep the photo on file'}
                accept="image/jpeg"
                required={photoRule === 'required'}
                clearable
                leftSection={<IconUpload size={16} />}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setErrors((e) => ({ ...e, photo: undefined }));
                }}
                error={errors.photo}
              />
              {preview || currentPhotoUrl ? (
                <Image src={preview ?? currentPhotoUrl} alt="Photo preview" w={120} h={144} fit="cover" radius="sm" />
              ) : (
                <Group gap={6} c="dimmed">
                  <IconPhoto size={18} />
                  <Text size="xs">No photo chosen</Text>
                </Group>
              )}
              <Text size="xs" c="dimmed">
                A recent passport-size photo with a plain background, at most {Math.round(MAX_PHOTO_BYTES / 1024)} KB.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
        {Object.keys(errors).some((k) => errors[k as keyof Errors]) ? (
          <Alert color="red" variant="light" p="xs">
            Please correct the highlighted fields.
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
