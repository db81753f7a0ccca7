import { looksLikeJpeg, MAX_PHOTO_BYTES, M } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from './errors.js';

/** Larger pictures are refused before decoding (a small file can claim a huge size). */
const MAX_INPUT_PIXELS = 6000 * 6000;
const QUALITIES = [90, 80, 70, 60, 50, 40];

/**
 * The stored bytes of an accepted image: decoded and written again as a baseline JPEG by
 * sharp, turned upright by its EXIF orientation, with every metadata block (EXIF, GPS, XMP, ICC,
 * comments) and anything hidden after the image left out. Lower qualities are tried until it fits
 * `maxBytes`. Answers null when the bytes do not decode as a picture.
 */
export async function reencodeJpeg(bytes: Buffer, maxBytes: number): Promise<Buffer | null> {
  try {
    const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    let out: Buffer | null = null;
    for (const quality of QUALITIES) {
      out = await upright.clone().jpeg({ quality, mozjpeg: false }).toBuffer();
      if (out.length <= maxBytes) return out;
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * The server's check of an uploaded photo, in a fixed order: a file at all (MSG.imageNotSelected),
 * at most MAX_PHOTO_BYTES (MSG.fileTooLarge), then real JPEG bytes whatever the file is called
 * (magic bytes, then a full decode, MSG.onlyJpeg). Answers the bytes to store: the picture re-encoded
 * without metadata (`reencodeJpeg`), never the raw upload. Areas whose form rules check more (the
 * transport form's last status and extension, in `transportFormError`) run those first.
 */
export async function assertJpegPhoto(bytes: Buffer | null | undefined): Promise<Buffer> {
  if (!bytes?.length) throw badRequest(M.common.imageNotSelected);
  if (bytes.length > MAX_PHOTO_BYTES) throw badRequest(M.common.fileTooLarge);
  if (!looksLikeJpeg(bytes) || (await fileTypeFromBuffer(bytes))?.mime !== 'image/jpeg') throw badRequest(M.common.onlyJpeg);
  const clean = await reencodeJpeg(bytes, MAX_PHOTO_BYTES);
  if (!clean) throw badRequest(M.common.onlyJpeg);
  if (clean.length > MAX_PHOTO_BYTES) throw badRequest(M.common.fileTooLarge);
  return clean;
}
