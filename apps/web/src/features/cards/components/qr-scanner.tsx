import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQrDetector } from '../offline/qr-detector';
import '../english';

/** How often a frame is read while the camera is open. */
const SCAN_EVERY_MS = 250;

/**
 * Opens the phone's back camera and reads the first QR code it sees, then closes the camera and hands the
 * code on. Where the camera cannot be opened (refused, none, an insecure page) it says so; the paste
 * field below still works.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const stop = () => {
      live = false;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void (async () => {
      try {
        const [media, detector] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          createQrDetector(),
        ]);
        stream = media;
        if (!live || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        const read = async () => {
          if (!live || !video.current) return;
          const codes = await detector.detect(video.current).catch(() => []);
          if (codes[0]) {
            stop();
            setScanning(false);
            onCodeRef.current(codes[0]);
            return;
          }
          timer = setTimeout(() => void read(), SCAN_EVERY_MS);
        };
        void read();
      } catch {
        stop();
        setFailed(true);
        setScanning(false);
      }
    })();
    return stop;
  }, [scanning]);

  return (
    <Stack gap="xs">
      <Button
        size="lg"
        leftSection={scanning ? <IconCameraOff /> : <IconCamera />}
        variant={scanning ? 'outline' : 'filled'}
        onClick={() => {
          setFailed(false);
          setScanning((s) => !s);
        }}
      >
        {scanning ? t('digitalCard.stopScan') : t('digitalCard.scan')}
      </Button>
      {scanning ? (
        <>
          <Text size="sm">{t('digitalCard.pointCamera')}</Text>
          <video ref={video} aria-label={t('digitalCard.cameraVideo')} playsInline muted style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }} />
        </>
      ) : null}
      {failed ? (
        <Alert color="orange" variant="light">
          {t('digitalCard.cameraUnavailable')}
        </Alert>
      ) : null}
    </Stack>
  );
}
