import { Box, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { type CropArea, PHOTO_ASPECT } from '../lib/photo-fit';

const MAX_ZOOM = 4;
/** The preview's height in pixels; its width is the field's. */
const CROPPER_HEIGHT = 260;

/**
 * The picked photo with a frame of the card photo's proportions (4 : 5) over it: dragging the photo (or the
 * arrow keys on the frame) moves it under the frame, the slider zooms. `onCrop` hears the part of the photo
 * in the frame, in the photo's pixels, each time the user lets go (and once when it first shows, centred).
 * Loaded on the first pick, not with the screen.
 */
export function PhotoCropper({ url, onCrop }: { url: string; onCrop: (area: CropArea) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <Stack gap={6}>
      {/* The cropper places the photo with left/top offsets: it is laid out left to right in Urdu too. */}
      <Box dir="ltr" pos="relative" h={CROPPER_HEIGHT} bg="dark.6" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }} data-testid="photo-cropper">
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={PHOTO_ASPECT}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onCrop(pixels)}
          zoomWithScroll={false}
          disableAutomaticStylesInjection
          cropperProps={{ role: 'group', 'aria-label': t('photoFit.frame'), 'aria-describedby': hintId }}
        />
      </Box>
      <Group gap="xs" wrap="nowrap">
        <IconZoomIn size={18} aria-hidden="true" />
        <Slider
          style={{ flex: 1 }}
          thumbLabel={t('photoFit.zoom')}
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={null}
        />
      </Group>
      <Text id={hintId} size="xs" c="dimmed">
        {t('photoFit.hint')}
      </Text>
    </Stack>
  );
}
