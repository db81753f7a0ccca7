import { FileInput, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateSaid } from '../i18n/messages';
import type { PhotoField } from './use-photo-field';

const PhotoCropper = lazy(() => import('./photo-cropper').then((m) => ({ default: m.PhotoCropper })));
/** The cropper's height (./photo-cropper.tsx), held while its code loads. */
const CROPPER_SPACE = 260;

interface Props {
  field: PhotoField;
  label: string;
  placeholder?: string;
  description?: string;
  required?: boolean;
  /** The form's own complaint about the photo; the picker's (not a JPEG) wins. */
  error?: ReactNode;
  /** Heard on each pick or clear (a form clears its own complaint). */
  onPicked?: () => void;
  /** Shown while no photo is picked: the photo on file, or nothing. */
  children?: ReactNode;
}

/**
 * Where a student picks a photo (ID card, transport card, clearance). The pick is read in the browser at
 * once: a file that is not a JPEG says so under the field, with no preview; a JPEG shows with a frame of the
 * card photo's proportions to move and zoom it under, and the framed part is sent as a JPEG within the
 * portal's size limit (`field.file`, see usePhotoField). A small picture of what will be sent shows below.
 */
export function PhotoPicker({ field, label, placeholder, description, required, error, onPicked, children }: Props) {
  const { t } = useTranslation();
  const result = useMemo(() => (field.file ? URL.createObjectURL(field.file) : null), [field.file]);
  useEffect(() => () => (result ? URL.revokeObjectURL(result) : undefined), [result]);
  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        placeholder={placeholder}
        description={description}
        accept="image/jpeg"
        required={required}
        clearable
        leftSection={<IconUpload size={16} />}
        value={field.picked}
        onChange={(f) => {
          field.pick(f);
          onPicked?.();
        }}
        error={field.problem ? translateSaid(field.problem) : error}
        errorProps={{ role: 'alert' }}
      />
      {field.source ? (
        <Suspense fallback={<Skeleton h={CROPPER_SPACE} />}>
          <PhotoCropper key={field.source.url} url={field.source.url} onCrop={field.crop} />
        </Suspense>
      ) : field.picked && !field.problem ? (
        <Skeleton h={CROPPER_SPACE} />
      ) : (
        children
      )}
      {field.source ? (
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          {result && field.file && !field.fitting ? (
            <>
              <Image src={result} alt={t('photoFit.result')} w={48} h={60} fit="cover" radius="xs" />
              <Text size="xs" c="dimmed">
                {t('photoFit.ready', { kb: Math.max(1, Math.round(field.file.size / 1024)) })}
              </Text>
            </>
          ) : (
            <Text size="xs" c="dimmed">
              {t('photoFit.preparing')}
            </Text>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
