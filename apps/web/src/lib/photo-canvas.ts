import { hasJpegExtension, looksLikeJpeg, MAX_PHOTO_BYTES } from '@portal/domain';
import { type CropArea, fitSteps, fitToLimit, type FitStep } from './photo-fit';

/** A picked photo the browser decoded: its object URL (for the preview) and the picture itself. */
export interface DecodedPhoto {
  url: string;
  image: HTMLImageElement;
  width: number;
  height: number;
}

/**
 * The picked file as a picture, or null when it is not a JPEG the browser can show: a name that does not end
 * in .jpg or .jpeg, bytes that do not start as a JPEG's, or a picture that does not decode. The picture is
 * upright by its EXIF orientation, as the preview shows it. The caller revokes `url` when done with it.
 */
export async function decodeJpegFile(file: File): Promise<DecodedPhoto | null> {
  if (!hasJpegExtension(file.name)) return null;
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (!looksLikeJpeg(head)) return null;
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  if (!image.naturalWidth || !image.naturalHeight) {
    URL.revokeObjectURL(url);
    return null;
  }
  return { url, image, width: image.naturalWidth, height: image.naturalHeight };
}

/** The `area` of the picture drawn at the step's size and written as a JPEG of the step's quality. */
function encodeCrop(image: HTMLImageElement, area: CropArea, step: FitStep): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = step.width;
  canvas.height = step.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2d canvas'));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, step.width, step.height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, step.width, step.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no JPEG'))), 'image/jpeg', step.quality));
}

/**
 * The crop of a decoded photo as the JPEG file to send: 4 : 5, at most MAX_PHOTO_BYTES, named as the picked
 * file was (a .jpg or .jpeg name). Null when no size and quality fits, or the browser cannot encode.
 */
export async function fitPhoto(photo: DecodedPhoto, area: CropArea, name: string): Promise<File | null> {
  try {
    const fitted = await fitToLimit(fitSteps(area.width), (step) => encodeCrop(photo.image, area, step), MAX_PHOTO_BYTES);
    return fitted ? new File([fitted.blob], name, { type: 'image/jpeg' }) : null;
  } catch {
    return null;
  }
}
