import { looksLikeJpeg, MAX_PHOTO_BYTES, MSG } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from './errors.js';

/**
 * The server's check of an uploaded photo, in the spec's order: a file at all (MSG.imageNotSelected),
 * at most MAX_PHOTO_BYTES (MSG.fileTooLarge), then real JPEG bytes whatever the file is called
 * (magic bytes, MSG.onlyJpeg). Answers the bytes. Areas whose form rules check more (the transport
 * form's last status and extension, in `transportFormError`) run those first.
 */
export async function assertJpegPhoto(bytes: Buffer | null | undefined): Promise<Buffer> {
  if (!bytes?.length) throw badRequest(MSG.imageNotSelected);
  if (bytes.length > MAX_PHOTO_BYTES) throw badRequest(MSG.fileTooLarge);
  if (!looksLikeJpeg(bytes) || (await fileTypeFromBuffer(bytes))?.mime !== 'image/jpeg') throw badRequest(MSG.onlyJpeg);
  return bytes;
}
