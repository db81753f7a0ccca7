import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { loginByApi, tokenFor } from '../helpers';

/**
 * A photo is fitted in the browser before it is sent: a phone's 12 MB, 4000 × 3000 JPEG shows under a frame of
 * the card photo's proportions, the student moves and zooms it, and the framed part goes to the server as a JPEG
 * within 50 KB, which the server (checking as it always does) accepts. A text file named .jpg is refused at once,
 * in English and Urdu, with no preview and no request. The student is a fresh one, imported for this journey,
 * so no other journey's student changes.
 */

const PASSWORD = 'Welcome@2025';
const APPLY = '/api/student/card-requests';
const NOT_A_JPEG = 'Please Select Only JPEG/JPG Image File';
const NOT_A_JPEG_UR = 'براہِ کرم صرف JPEG/JPG تصویر منتخب کریں';

/** A phone-sized photo: 4000 × 3000, grainy enough to weigh about 12 MB as a JPEG. */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const raw = Buffer.alloc(w * h * 3);
  let seed = 7;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed >>> 24;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const n = grain();
      raw[i] = ((x * 255) / w) * 0.6 + n * 0.4;
      raw[i + 1] = ((y * 255) / h) * 0.6 + (n ^ 0x5a) * 0.4;
      raw[i + 2] = 77 + (n ^ 0xa5) * 0.4;
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 98 }).toBuffer();
}

/** The administrator imports one new student (a free roll number); answers the student's roll number (the username). */
async function importStudent(page: Page): Promise<string> {
  const token = await tokenFor(page, 'admin');
  for (let attempt = 0; attempt < 5; attempt++) {
    const rn = 9400 + Math.floor(Math.random() * 500);
    const csv = ['NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP,EMAIL', `Zara Photofit,Kamran Photofit,11,2025,${rn},03001234567,03217654321,House 9 Model Town Lahore,A+,`].join('\n');
    const res = await page.request.post('/api/admin/students/import', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { dryRun: 'false', importValid: 'true', password: PASSWORD, file: { name: 'photo-fit.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const accepted = (await res.json()).data.accepted as { ROLNO: string }[];
    if (accepted.length) return accepted[0]!.ROLNO;
  }
  throw new Error('no free roll number for the imported student');
}

test('a 12 MB phone photo is framed and fitted in the browser and accepted; a text file named .jpg is refused at once', async ({ page }) => {
  test.setTimeout(120_000);
  const [photo, rollNo] = await Promise.all([phonePhoto(), importStudent(page)]);
  expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
  const token = await loginByApi(page, rollNo, PASSWORD);
  const applications: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === APPLY) applications.push(r);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/student-university-card');
  await expect(page.getByRole('heading', { name: 'University ID Card' })).toBeVisible();
  const picker = page.locator('input[type=file]');

  // Not a picture: said at once under the field, before any submit; no preview, nothing sent.
  await picker.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is my CV, not a photo.\n') });
  await expect(page.getByRole('alert').filter({ hasText: NOT_A_JPEG })).toBeVisible();
  await expect(page.getByTestId('photo-cropper')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'The photo that will be sent' })).toHaveCount(0);
  expect(await page.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).length)).toBe(0);
  // In Urdu the same reason, in Urdu.
  const languages = page.getByTestId('language-switch').filter({ visible: true });
  await languages.getByText('اردو', { exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: NOT_A_JPEG_UR })).toBeVisible();
  await page.screenshot({ path: '/tmp/photo-fit-refused-ur.png', fullPage: true });
  await languages.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Submit keeps it refused: the reason stays, nothing is sent.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NOT_A_JPEG })).toBeVisible();
  expect(applications).toHaveLength(0);

  // The phone photo: shown under the 4 : 5 frame, moved and zoomed, then fitted.
  await picker.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const cropper = page.getByTestId('photo-cropper');
  await expect(cropper).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const frame = page.getByRole('group', { name: /^Photo frame/ });
  const box = (await frame.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(4 / 5, 2);
  await expect(page.getByText(/^Ready: the framed photo will be sent as a \d+ KB JPEG\.$/)).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Zoom' });
  await slider.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 10, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText(/^Ready: the framed photo will be sent as a \d+ KB JPEG\.$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'The photo that will be sent' })).toBeVisible();
  await page.screenshot({ path: '/tmp/photo-fit-framed.png', fullPage: true });

  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === APPLY);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  await expect(page).toHaveURL(/\/success\?kind=card/);
  expect(applications).toHaveLength(1);
  // What went was the fitted JPEG, not the 12 MB file.
  expect((await applications[0]!.sizes()).requestBodySize).toBeLessThan(60 * 1024);

  // The server kept a JPEG of the card's proportions.
  const stored = await page.request.get('/api/student/photo', { headers: { authorization: `Bearer ${token}` } });
  expect(stored.ok()).toBeTruthy();
  const meta = await sharp(await stored.body()).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.width! / meta.height!).toBeCloseTo(4 / 5, 2);
  expect(meta.width).toBeLessThanOrEqual(480);
  expect(errors).toEqual([]);
});
