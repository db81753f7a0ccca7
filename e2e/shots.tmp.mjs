import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3200';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function token(u) {
  const r = await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u, password: 'Demo@12345' }) });
  return (await r.json()).token;
}
const out = '/work/main/tmp/shots';
const views = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
for (const [vn, vp] of Object.entries(views)) {
  const ctx = await browser.newContext({ viewport: vp, baseURL: base, isMobile: vn === 'phone', hasTouch: vn === 'phone' });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/login-${vn}.png` });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/login-errors-${vn}.png` });
  for (const [u, path] of [['card', '/students-id-cards'], ['exam', '/clearance-certificate-requests'], ['hod', '/clearance-certificate-requests'], ['transport', '/transport-admin'], ['student', '/home']]) {
    const t = await token(u);
    await page.evaluate((t) => localStorage.setItem('token', t), t);
    await page.goto(path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${u}-${vn}.png` });
    if (vn === 'phone') {
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${out}/${u}-${vn}-menu.png` });
    } else if (u === 'card') {
      await page.getByRole('button', { name: 'ID Card Requests' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${u}-${vn}-menu.png` });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1000, height: 700 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/${u}-1000.png` });
      await page.setViewportSize(vp);
    }
    await page.evaluate(() => localStorage.clear());
  }
  await ctx.close();
}
await browser.close();
