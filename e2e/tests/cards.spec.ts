import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { loginByApi, tokenFor } from '../helpers';

/**
 * Cards people carry. A student of the demo data whose ID card is delivered (found through the card
 * office's Delivered list and the student's own digital card):
 * 1. the card office ticks the card's row, prints it on A4 sheets, and the PDF downloads;
 * 2. the student opens /my-card on a 390 px phone, in English and in Urdu (right to left);
 *    a guard's phone camera (a fake camera showing the card's QR) reads it: VALID;
 * 3. a guard checks the card's code at /verify-card: VALID online, NOT GENUINE for a changed byte, then
 *    with the network cut (the page's service worker active) VALID from the phone alone with the notice
 *    that revocation could not be checked, EXPIRED once the phone's clock is past the card's date; back
 *    online, the card office revokes the card and the check says REVOKED.
 */
test.describe.configure({ mode: 'serial' });

const DELIVERED_LIST = 5;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Holder {
  rollNo: string;
  name: string;
  transId: number;
  serial: string;
  token: string;
}
let holder: Holder | null = null;

/** A student with a delivered ID card that shows as their digital card (the latest card, with a photo). */
async function findHolder(page: Page): Promise<Holder> {
  if (holder) return holder;
  const card = await tokenFor(page, 'card');
  const list = await page.request.post('/api/admin/idcard-requests', {
    headers: auth(card),
    data: { cardType: DELIVERED_LIST, page: 1, pageSize: 50, sortBy: 'DATE_OF_APPLY', sortDir: 'desc' },
  });
  expect(list.ok(), await list.text()).toBeTruthy();
  const body = (await list.json()) as { data?: { rows: Row[] }; rows?: Row[] };
  type Row = { TRANS_ID: number; ROL_NO: string; STD_NAME: string; HAS_PHOTO: boolean };
  const rows = (body.data?.rows ?? body.rows ?? []).filter((r) => r.HAS_PHOTO);
  for (const row of rows.slice(0, 15)) {
    const student = await tokenFor(page, row.ROL_NO);
    const res = await page.request.get('/api/student/digital-card', { headers: auth(student) });
    if (!res.ok()) continue;
    const data = (await res.json()).data as { available: boolean; serial?: string; token?: string; card?: { name: string } };
    if (data.available && data.serial && data.token) {
      holder = { rollNo: row.ROL_NO, name: data.card?.name ?? row.STD_NAME, transId: row.TRANS_ID, serial: data.serial, token: data.token };
      return holder;
    }
  }
  throw new Error('No demo student with a delivered card that shows as a digital card');
}

test('the card office ticks a delivered card and prints it on A4 sheets: the PDF downloads', async ({ page }) => {
  test.setTimeout(120_000);
  const h = await findHolder(page);
  await loginByApi(page, 'card');
  await page.goto('/delivered-card-requests');
  await page.getByLabel('Roll No', { exact: true }).pressSequentially(h.rollNo);
  const row = page.getByRole('row').filter({ hasText: String(h.transId) });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Print cards (1)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Print cards' });
  await expect(dialog).toContainText('1 requests selected.');
  await dialog.getByRole('radio', { name: 'Office printer: A4 sheets of ten with crop marks' }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByText('The PDF of 1 cards has downloaded.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Printed: the selection is cleared.
  await expect(page.getByRole('button', { name: /^Print cards/ })).toHaveCount(0);
});

test('a student opens the digital card on a 390 px phone, in English and in Urdu', async ({ page }) => {
  const h = await findHolder(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // A student without a card is told what is missing, through the student's navigation.
  await loginByApi(page, 'student');
  await page.goto('/home');
  // On a phone the navigation is behind the menu button.
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(async () => {
    if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
    await page.getByRole('link', { name: 'My Card' }).filter({ visible: true }).first().click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL('/my-card');
  await expect(page.getByTestId('id-card-missing')).toHaveText('You have no ID card yet. Apply for an ID card first.');
  await expect(page.getByRole('img', { name: /^QR code of the card/ })).toHaveCount(0);

  await loginByApi(page, h.rollNo);
  await page.goto('/my-card');
  await expect(page.getByRole('heading', { level: 1, name: 'My Card' })).toBeVisible();
  const front = page.getByTestId('id-card-front');
  await expect(front).toContainText(h.name);
  await expect(front).toContainText(h.rollNo);
  const photo = front.getByRole('img', { name: "Card holder's photo" });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const qr = page.getByRole('img', { name: `QR code of the card ${h.serial}` });
  await expect(qr).toBeVisible();
  const qrBox = await qr.boundingBox();
  expect(qrBox?.width).toBeGreaterThanOrEqual(280);
  // The back carries the roll number's Code 128 barcode, as the printed card does.
  await expect(page.getByTestId('id-card-back').getByRole('img', { name: `Roll No: ${h.rollNo}` })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/cards-my-card-en.png', fullPage: true });

  await page.evaluate(() => localStorage.setItem('portal.lang', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'میرا کارڈ' })).toBeVisible();
  await expect(page.getByTestId('id-card-front')).toContainText('رول نمبر');
  await expect(page.getByRole('img', { name: `کارڈ ${h.serial} کا کیو آر کوڈ` })).toBeVisible();
  await expect(page.getByTestId('id-card-back').getByTestId('roll-barcode')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/cards-my-card-ur.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
});

test('a student whose transport challan is paid sees the pass with its route and stop', async ({ page }) => {
  test.setTimeout(120_000);
  const transport = await tokenFor(page, 'transport');
  const list = await page.request.get('/api/admin/get-transport-requests?page=1&pageSize=50', { headers: auth(transport) });
  expect(list.ok(), await list.text()).toBeTruthy();
  const body = (await list.json()) as { data?: { rows: PassRow[] }; rows?: PassRow[] };
  type PassRow = { ROLNO: string; ROUTE_NO: string; STOP_NAME: string };
  let found: { rollNo: string; route: string; stop: string; serial: string } | null = null;
  for (const row of (body.data?.rows ?? body.rows ?? []).slice(0, 25)) {
    const res = await page.request.get('/api/student/digital-transport-pass', { headers: auth(await tokenFor(page, row.ROLNO)) });
    const data = res.ok() ? ((await res.json()).data as { available: boolean; serial?: string; card?: { route: string; stop: string } }) : null;
    if (data?.available && data.card && data.serial) {
      found = { rollNo: row.ROLNO, route: data.card.route, stop: data.card.stop, serial: data.serial };
      break;
    }
  }
  expect(found, 'a demo student with a paid transport pass').not.toBeNull();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginByApi(page, found!.rollNo);
  await page.goto('/my-card');
  const pass = page.getByTestId('transport-pass-front');
  await expect(pass).toContainText(found!.route);
  await expect(pass).toContainText(found!.stop);
  await expect(pass).toContainText(found!.serial);
  await expect(page.getByRole('img', { name: `QR code of the card ${found!.serial}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('transport-pass-front').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/cards-my-pass.png', fullPage: true });
});

/**
 * A video file for Chromium's fake camera showing `text` as a QR code (Y4M, 4:2:0: the QR drawn in the
 * luma plane, the colour planes neutral), as a phone held over the card would see it.
 */
function qrVideo(text: string): string {
  const W = 640;
  const H = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const scale = Math.floor((H - 40) / (n + 8));
  const left = Math.floor((W - n * scale) / 2);
  const top = Math.floor((H - n * scale) / 2);
  const luma = Buffer.alloc(W * H, 255);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      if (qr.modules.get(y, x))
        for (let dy = 0; dy < scale; dy++) luma.fill(0, (top + y * scale + dy) * W + left + x * scale, (top + y * scale + dy) * W + left + (x + 1) * scale);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'cards-camera-')), 'qr.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

test("a guard's phone camera reads the card's QR and the card is VALID", async ({ page: _page, baseURL }) => {
  test.setTimeout(120_000);
  const h = await findHolder(_page);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(h.token)}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await page.goto('/verify-card');
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    // This browser has no QR reader of its own: the WebAssembly decoder of the build reads the frames.
    await expect(page.getByTestId('verdict')).toHaveText('VALID', { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Card code' })).toHaveValue(h.token);
    await expect(page.getByTestId('verify-result')).toContainText(h.name);
    // The camera is closed once the code is read.
    await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a guard checks the card online, then offline on the phone alone, then sees it revoked', async ({ page, context }) => {
  test.setTimeout(120_000);
  const h = await findHolder(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/verify-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Card' })).toBeVisible();
  // The service worker is active and keeps the page, its code and the keys.
  await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: 30_000 });
  // An app a guard can install on the phone: Chromium finds nothing missing (manifest, icons, worker) but
  // that a test's browser window is a private one.
  const cdp = await context.newCDPSession(page);
  const installable = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId);
  await expect.poll(installable).toEqual(['in-incognito']);

  const field = page.getByRole('textbox', { name: 'Card code' });
  const result = page.getByTestId('verify-result');
  const check = async (code: string) => {
    await field.fill('');
    await field.pressSequentially(code.slice(0, 12));
    await field.fill(code);
    await field.press('Enter');
  };

  await check(h.token);
  await expect(result).toHaveAttribute('data-source', 'online');
  await expect(page.getByTestId('verdict')).toHaveText('VALID');
  await expect(result).toContainText(h.name);
  await expect(result).toContainText(h.rollNo);
  const photo = result.getByRole('img', { name: "Card holder's photo" });
  await expect(photo).toBeVisible();
  // The holder's photo has arrived (a JPEG of the university's, behind the card's own token).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/cards-verify-valid.png', fullPage: true });

  // One changed character of the signature: not the university's.
  const [head, payload, signature] = h.token.split('.');
  const tampered = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  await check(tampered);
  await expect(page.getByTestId('verdict')).toHaveText('NOT GENUINE');
  await page.screenshot({ path: '/tmp/cards-verify-not-genuine.png', fullPage: true });

  // The network is cut: the page still opens (its service worker) and checks the signature on the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Card' })).toBeVisible();
  await check(h.token);
  await expect(result).toHaveAttribute('data-source', 'offline');
  await expect(page.getByTestId('verdict')).toHaveText('VALID');
  await expect(page.getByTestId('offline-notice')).toHaveText('Offline: the signature and dates were checked on this phone; revocation could not be checked.');
  await expect(result).toContainText(h.name);
  await page.screenshot({ path: '/tmp/cards-verify-offline.png', fullPage: true });
  await check(tampered);
  await expect(page.getByTestId('verdict')).toHaveText('NOT GENUINE');
  // The page opens offline again and again (the app's start must not remove the verifier's worker).
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a Card' })).toBeVisible();
    await check(h.token);
    await expect(page.getByTestId('verdict')).toHaveText('VALID');
  }

  // Past the card's last day (the phone's clock): EXPIRED, still from the phone alone.
  await page.clock.setFixedTime(new Date('2199-01-01T10:00:00Z'));
  await check(h.token);
  await expect(page.getByTestId('verdict')).toHaveText('EXPIRED');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page.screenshot({ path: '/tmp/cards-verify-expired.png', fullPage: true });

  // Back online: the card office revokes the card, and the next check says so.
  await context.setOffline(false);
  await page.reload();
  const revoked = await page.request.post(`/api/admin/cards/${h.serial}/revoke`, {
    headers: auth(await tokenFor(page, 'card')),
    data: { reason: 'Reported stolen at the main gate' },
  });
  expect(revoked.ok(), await revoked.text()).toBeTruthy();
  await check(h.token);
  await expect(result).toHaveAttribute('data-source', 'online');
  await expect(page.getByTestId('verdict')).toHaveText('REVOKED');
  await expect(result).toContainText('Reported stolen at the main gate');
  await page.screenshot({ path: '/tmp/cards-verify-revoked.png', fullPage: true });
});
