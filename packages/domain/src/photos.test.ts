import { describe, expect, it } from 'vitest';
import { hasJpegExtension, looksLikeJpeg } from './photos.js';

describe('photos', () => {
  it.each([
    ['a.jpg', true],
    ['a.JPG', true],
    ['a.jpeg', true],
    ['a.JpEg', true],
    ['a.png', false],
    ['jpg', false],
    ['a.jpg.exe', false],
  ])('hasJpegExtension(%s) = %s', (n, ok) => expect(hasJpegExtension(n)).toBe(ok));

  it('recognises JPEG magic bytes', () => {
    expect(looksLikeJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikeJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(looksLikeJpeg(new Uint8Array([]))).toBe(false);
  });
});
