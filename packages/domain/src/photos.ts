/** Photo files (student photos, card and transport forms): at most MAX_PHOTO_BYTES, JPEG only. */

const JPEG_NAME = /\.(jpe?g)$/i;
/** The photo's extension: jpeg or jpg, any case. */
export const hasJpegExtension = (fileName: string) => JPEG_NAME.test(fileName.trim());

/** JPEG magic bytes (SOI marker followed by a segment marker). */
export const looksLikeJpeg = (bytes: Uint8Array) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
