import { expect, test, type Page } from '@playwright/test';
import { login, openStaffLink, toasts } from '../helpers';

/** No toast is drawn once the page has nothing left to load (a toast's code would be among it) and has drawn. */
async function noToastOnceSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await toasts(page).allInnerTexts()).toEqual([]);
}

/** The success without a mail server (these journeys run without SMTP): the event's name and the ticket on screen. */
const TICKET_KEPT = /^Your EWMS 2022 ticket number is \d+\. We could not send it to your email just now, so please note this number$/;
const NO_MORE_TICKETS = 'All the tickets has been given to the attendees. There is no more ticket for you';
const NO_CONNECTION = 'Kindly, make sure you have internet connection';

/** A registration no other run or spec uses (CNIC and email are one ticket each per event). */
function visitor() {
  const n = `${Date.now()}`.slice(-8);
  return { name: 'Zara Ahmed Qureshi', email: `zara.${n}@example.com`, cnic: `35201${n}`, phone: `0321${n.slice(-7)}` };
}

async function fillForm(page: Page, v: ReturnType<typeof visitor>) {
  await page.getByLabel('Full Name').fill(v.name);
  await page.getByLabel('Email').fill(v.email);
  await page.getByLabel('CNIC/B-Form').fill(v.cnic);
  await page.getByLabel('Phone Number').fill(v.phone);
  await page.getByLabel('Level of Education').selectOption('Bachelor (BS, MA/MSc (16), LLB)');
  await page.getByLabel('Institution Name').fill('Government College University');
  await page.getByRole('combobox', { name: 'City of Institution' }).fill('Faisa');
  await page.getByRole('option', { name: /Faisalabad/ }).click();
}

test.describe('public event-ticket registration (/ewms-registration)', () => {
  test('a visitor registers without logging in, sees the success message and the form resets', async ({ page }) => {
    await page.goto('/ewms-registration');
    await expect(page.getByRole('heading', { name: 'EWMS 2022 Ticket Registration' })).toBeVisible();
    await expect(page.getByText(/tickets left/)).toBeVisible();

    // Validated on every change, with the spec's messages.
    await page.getByLabel('Full Name').fill('Ali Ali');
    await expect(page.getByText('Enter your full name')).toBeVisible();
    await page.getByLabel('Email').fill('=HYPERLINK("http://evil.example","x")@e.com');
    await expect(page.getByText('Enter a valid email')).toBeVisible();
    await page.getByLabel('Email').fill('ali@gcu.edu.pk');
    await expect(page.getByText('Enter a valid email')).toBeHidden();
    await page.getByLabel('CNIC/B-Form').fill('35202-123');
    await expect(page.getByLabel('CNIC/B-Form')).toHaveValue('35202123');
    await expect(page.getByText('CNIC must have at least 13 characters')).toBeVisible();
    await page.getByLabel('Phone Number').fill('3001234567');
    await expect(page.getByLabel('Phone Number')).toHaveValue('03001234567');

    const v = visitor();
    await fillForm(page, v);
    await expect(page.getByText('Enter your full name')).toBeHidden();
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('status').filter({ hasText: TICKET_KEPT })).toHaveCount(1);
    // One message per event: the form says it; no toast repeats it (the toast list's code loads with the first
    // toast: once nothing is loading, a toast would be drawn).
    await noToastOnceSettled(page);
    await page.screenshot({ path: '/tmp/events-registered.png', fullPage: true });
    for (const label of ['Full Name', 'Email', 'CNIC/B-Form', 'Phone Number', 'Institution Name']) await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByLabel('Level of Education')).toHaveValue('Select...');
    // The public page installs no session.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // One ticket per CNIC: the server's message is shown.
    await fillForm(page, { ...visitor(), cnic: v.cnic });
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'A ticket has already been issued for this CNIC' })).toHaveCount(1);
    await noToastOnceSettled(page);

    // The card office sees the registration and its mail in the outbox.
    await login(page, 'card');
    await openStaffLink(page, 'Event Registrations');
    await expect(page).toHaveURL('/event-registrations');
    await page.getByPlaceholder('Search Email').fill(v.email);
    await expect(page.getByRole('cell', { name: v.email })).toBeVisible();
    await page.getByRole('tab', { name: 'Mail Outbox' }).click();
    await page.getByPlaceholder('Search To').fill(v.email);
    await expect(page.getByRole('cell', { name: v.email })).toBeVisible();
  });

  test('a double-clicked Submit sends one registration and shows its ticket, never "already issued" beside it', async ({ page }) => {
    await page.goto('/ewms-registration');
    await fillForm(page, visitor());
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/client/registerAttendees')) sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Submit Form' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: TICKET_KEPT })).toHaveCount(1);
    await expect(page.getByText(/already been issued/)).toHaveCount(0);
    expect(sent).toHaveLength(1);
  });

  test('on a phone: Clear Fields empties the form; required messages on submit', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ewms-registration');
    await page.getByLabel('Full Name').fill('Someone Long Name');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Clear Fields' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByText('This is required field', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('This is required field.', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/events-mobile-required.png', fullPage: true });
  });

  test('the last ticket: the buyer sees their own ticket, not the sold-out warning above it', async ({ page }) => {
    let left = 1;
    await page.route('**/api/client/getTicketNumber', (route) =>
      route.fulfill({
        json: { success: true, ticket_id: left ? 500 : null, remaining: left, event: { code: 'EWMS-2022', name: 'EWMS 2022' }, events: [], ...(left ? {} : { msg: NO_MORE_TICKETS }) },
      }),
    );
    await page.route('**/api/client/registerAttendees', (route) => {
      left = 0;
      return route.fulfill({ json: { success: true, msg: 'x', data: { ticket_id: 500, event: 'EWMS 2022', mailed: true } } });
    });
    await page.goto('/ewms-registration');
    await fillForm(page, visitor());
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('status')).toHaveText('We have sent the EWMS 2022 Ticket on your email, kindly check it (ticket number 500)');
    await expect(page.getByText(/tickets left/)).toBeHidden();
    await expect(page.getByText(NO_MORE_TICKETS)).toHaveCount(0);
  });

  test('several events open: Submit says the event is missing, under the event list', async ({ page }) => {
    const events = ['OPEN-A', 'OPEN-B'].map((code) => ({ code, name: `Event ${code}`, venue: 'Hall', date: null, closesAt: null, remaining: 5, ticket_id: 1 }));
    await page.route('**/api/client/getTicketNumber**', (route) =>
      route.fulfill({ json: { success: true, ticket_id: 1, remaining: 5, event: { code: 'OPEN-A', name: 'Event OPEN-A' }, events } }),
    );
    await page.goto('/ewms-registration');
    await fillForm(page, visitor());
    await expect(page.getByRole('button', { name: 'Submit Form' })).toBeEnabled();
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByText('Select the event you are registering for', { exact: true })).toBeVisible();
  });

  test('no ticket left: the message shows and Submit is disabled', async ({ page }) => {
    await page.route('**/api/client/getTicketNumber', (route) =>
      route.fulfill({ json: { success: true, ticket_id: null, remaining: 0, event: { code: 'EWMS-2022', name: 'EWMS 2022' }, msg: NO_MORE_TICKETS } }),
    );
    await page.goto('/ewms-registration');
    await expect(page.getByText(NO_MORE_TICKETS)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Form' })).toBeDisabled();
  });

  test('a network failure shows the no-connection message', async ({ page }) => {
    await page.goto('/ewms-registration');
    await fillForm(page, visitor());
    await page.route('**/api/client/registerAttendees', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NO_CONNECTION }).first()).toBeVisible();
  });
});
