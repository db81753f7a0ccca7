import { Center, Image, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A card's QR code, drawn in the browser as crisp black-on-white SVG with a wide quiet zone (readable at
 * full brightness and from a cracked screen). The QR library loads with the first code shown.
 */
export function CardQr({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async ({ default: QRCode }) => {
      const svg = await QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) {
    return (
      <Center w={size} h={size} bg="white">
        <Loader size="sm" />
      </Center>
    );
  }
  return <Image src={src} alt={label} w={size} h={size} fit="contain" bg="white" style={{ imageRendering: 'pixelated' }} />;
}
