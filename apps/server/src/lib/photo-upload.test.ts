import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, MSG, type SessionUser } from '@portal/domain';
import { assertJpegPhoto, reencodeJpeg } from './photo-upload.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStudent } from '../test/factories.js';
import { eftApplications, eftSchedules, students } from '../db/schema/index.js';
import { multipart } from '../test/multipart.js';

/** The stored bytes are the checked picture re-encoded without metadata, never the raw upload. */
const SECRET = 'GPS 31.5204N 74.3587E secret-comment';
const TRAILER = Buffer.from('<?php system($_GET["c"]); ?>');

/** A real JPEG with EXIF (orientation 6, a comment-like field) and a payload hidden after the image. */
async function jpegWithMetadata(): Promise<Buffer> {
  const picture = await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { ImageDescription: SECRET } })
    .toBuffer();
  return Buffer.concat([picture, TRAILER]);
}

describe('reencodeJpeg and assertJpegPhoto', () => {
  it('drops EXIF and anything after the picture, turns it upright, and keeps a real JPEG', async () => {
    const raw = await jpegWithMetadata();
    expect(await sharp(raw).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(raw.includes(Buffer.from(SECRET))).toBe(true);
    const clean = await assertJpegPhoto(raw);
    expect(clean.equals(raw)).toBe(false);
    const meta = await sharp(clean).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([80, 60]);
    expect(clean.includes(Buffer.from(SECRET))).toBe(false);
    expect(clean.includes(TRAILER)).toBe(false);
    expect(clean.length).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  });

  it('refuses JPEG magic bytes that do not decode as a picture', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), Buffer.alloc(500, 7)]);
    await expect(assertJpegPhoto(fake)).rejects.toMatchObject({ statusCode: 400, message: MSG.onlyJpeg });
    expect(await reencodeJpeg(fake, MAX_PHOTO_BYTES)).toBeNull();
  });

  it('lowers the quality until a large noisy picture fits the limit', async () => {
    const noise = Buffer.alloc(300 * 300 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const big = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    const out = await reencodeJpeg(big, 40_000);
    expect(out!.length).toBeLessThanOrEqual(40_000);
  });
});

describe('uploads through the API', () => {
  let t: TestApp;
  let user: SessionUser;
  let studentId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const s = await buildStudent(t.db, { withPhoto: false });
    user = s.user;
    studentId = s.student.ID;
  });
  afterAll(() => t.close());

  it('a card application stores the cleaned photo, not the uploaded bytes', async () => {
    const raw = await jpegWithMetadata();
    const body = multipart({ S_CONTACT: '03001112233', F_CONTACT: '03214445566', B_GROUP: 'O+', ADDRESS: 'House 1, Lahore' }, { name: '../../etc/passwd".jpg', bytes: raw, type: 'image/jpeg' });
    const res = await t.app.inject({ method: 'POST', url: '/api/student/card-requests', headers: { ...body.headers, ...(await t.auth(user)) }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const [s] = await t.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, studentId));
    expect(s.PHOTO!.equals(raw)).toBe(false);
    expect((await sharp(s.PHOTO!).metadata()).exif).toBeUndefined();
    expect(s.PHOTO!.includes(TRAILER)).toBe(false);
  });

  it('an endowment document keeps no client file name: the stored name and the download header are the server’s', async () => {
    await t.db.insert(eftSchedules).values({ TITLE: 'Spring Endowment', OPENS_AT: new Date(Date.now() - 86_400_000), CLOSES_AT: new Date(Date.now() + 86_400_000) });
    const { user: senior, student } = await buildStudent(t.db, { YEAR: new Date().getFullYear() - 2 });
    const hostile = '..%2F..%2Fetc%2Fpasswd;x=1 \\evil.jpg';
    const fields = { HOUSEHOLD_INCOME: '42000', DEPENDANTS: '6', GUARDIAN_OCCUPATION: 'Shopkeeper', REASON: 'My father lost his job after the floods this year.' };
    const body = multipart(fields, { name: hostile, bytes: await jpegWithMetadata(), type: 'image/jpeg' });
    const res = await t.app.inject({ method: 'POST', url: '/api/eft/apply', headers: { ...body.headers, ...(await t.auth(senior)) }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(eftApplications).where(eq(eftApplications.STUDENT_ID, student.ID));
    expect(row.DOC_NAME).toBe('endowment-document.jpg');
    expect((await sharp(row.DOC).metadata()).exif).toBeUndefined();
    const doc = await t.app.inject({ method: 'GET', url: `/api/eft/applications/${row.ID}/document`, headers: await t.auth(senior) });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-disposition']).toBe(`attachment; filename="endowment-document.jpg"; filename*=UTF-8''endowment-document.jpg`);
    expect(doc.headers['cache-control']).toMatch(/no-store/);
  });
});
