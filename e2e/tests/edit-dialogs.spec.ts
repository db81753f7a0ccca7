import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectBadgesWhole, expectToastsClearOf, loginByApi, openRowWhere, pageErrors, tokenFor, toasts, typeInto } from '../helpers';

/**
 * Every edit dialog of the portal, typed into key by key as a person types (helpers.typeInto), not filled in one
 * event: a field that breaks on its second keystroke passes a `fill` and crashes in a person's hands. The
 * transport office's dialogs are saved and their change checked; the other areas' dialogs, whose saving their
 * own journeys cover, are typed into and left with Escape. No screen may throw.
 */

/** Types into each labelled field of `scope` and checks it holds exactly what was typed. */
async function typeEach(scope: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, text] of Object.entries(fields)) {
    const field = scope.getByLabel(label, { exact: true });
    await typeInto(field, text);
    await expect(field).toHaveValue(text);
  }
}

async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the transport office edits a route and a stop by typing into their dialogs, and types into a request', async ({ page }) => {
  const errors = pageErrors(page);
  const no = `T${Date.now() % 100_000}`;
  const auth = { authorization: `Bearer ${await tokenFor(page, 'transport')}` };
  const added = await page.request.post('/api/admin/add-bus-route', { headers: auth, data: { routeNumber: no, routeName: 'Typing Journey Route' } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const routes = (await (await page.request.get('/api/admin/get-only-transport-routes', { headers: auth })).json()) as { ROUTE_ID: number; ROUTE_NO: string }[];
  const route = routes.find((r) => r.ROUTE_NO === no)!;
  const stop = await page.request.post('/api/admin/add-bus-stop', { headers: auth, data: { selectedBusRoute: route.ROUTE_ID, busStop: 'Typing Journey Stop' } });
  expect(stop.ok(), await stop.text()).toBeTruthy();

  await loginByApi(page, 'transport');
  await page.goto('/add-transport-route');
  await page.getByRole('button', { name: `Edit route ${no}` }).click();
  const editRoute = page.getByRole('dialog', { name: 'Edit Route' });
  // Saved without a name: one toast says so, clear of the dialog's close button and of the header's controls.
  await typeInto(editRoute.getByLabel('Route Name', { exact: true }), ' ');
  await editRoute.getByRole('button', { name: 'Save' }).click();
  await editRoute.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toHaveText(['Some Info is missing.']);
  const header = page.getByRole('banner');
  await expectToastsClearOf(page, [
    editRoute.getByRole('button', { name: 'Close' }),
    header.getByRole('button', { name: 'Logout' }),
    header.getByTestId('language-switch').filter({ visible: true }).first(),
    header.getByRole('button', { name: /^Notifications/ }),
  ]);
  await typeEach(editRoute, { 'Route Number': `${no}A`, 'Route Name': 'Typed Route Name' });
  await editRoute.getByRole('button', { name: 'Save' }).click();
  await expect(editRoute).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${no}A.*Typed Route Name`) })).toBeVisible();

  await page.goto('/add-bus-stop');
  await page.getByRole('button', { name: 'Edit stop Typing Journey Stop' }).click();
  const editStop = page.getByRole('dialog', { name: 'Edit Stop' });
  await typeEach(editStop, { 'Stop Name': 'Typed Stop Name' });
  await editStop.getByRole('button', { name: 'Save' }).click();
  await expect(editStop).toBeHidden();
  await expect(page.getByRole('row', { name: /Typed Stop Name/ })).toBeVisible();

  // The request dialog's office fields.
  await page.goto('/transport-admin');
  await page.locator('table tbody tr').first().click();
  const info = page.getByRole('dialog', { name: 'Student Information' });
  await expect(info.getByLabel('Roll No')).not.toHaveValue('');
  await typeEach(info, { Venue: 'Transport Office, window 2', Comment: 'Bring the fee receipt' });
  await closeWithEscape(page, info);

  expect(errors).toEqual([]);
});

test('the other offices type into their edit dialogs: card request, clearance, endowment, schedules, bulk', async ({ page }) => {
  const errors = pageErrors(page);

  await loginByApi(page, 'card');
  await page.goto('/students-id-cards');
  const card = await openRowWhere(page, (d) => d.getByLabel('Venue', { exact: true }), { dialogName: 'Request Details' });
  await typeEach(card, { Venue: 'Card Office, window 1', 'RF ID': 'RF1234', 'Machine No': 'MC-12', Comment: 'Typed comment' });
  await closeWithEscape(page, card);

  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
  await page.getByRole('button', { name: /^Change selected/ }).click();
  const bulk = page.getByRole('dialog', { name: 'Change many rows' });
  await typeEach(bulk, { Comment: 'Typed for many rows' });
  await closeWithEscape(page, bulk);

  await loginByApi(page, 'library');
  await page.goto('/clearance-certificate-requests');
  const clearance = await openRowWhere(page, (d) => d.getByLabel('Venue', { exact: true }));
  await expect(clearance.getByLabel('Request progress')).toBeVisible();
  // The progress table's badges, "Your department — Office Use" among them, show whole.
  await expectBadgesWhole(clearance.getByLabel('Request progress'));
  await typeEach(clearance, { Venue: 'Main Library counter', 'Comment/Feedback': 'Return the two books first' });
  await closeWithEscape(page, clearance);

  await loginByApi(page, 'treasurer');
  await page.goto('/endowment-requests');
  await page.locator('table tbody tr').first().click();
  const eft = page.getByRole('dialog', { name: 'Endowment Fund Application' });
  await typeEach(eft, { 'Comment/Feedback': 'Typed decision note' });
  await closeWithEscape(page, eft);

  await page.getByRole('button', { name: 'Schedules' }).click();
  const schedules = page.getByRole('dialog', { name: 'Endowment Schedules' });
  await typeEach(schedules, { Title: 'Endowment Fund Typed' });
  await closeWithEscape(page, schedules);

  expect(errors).toEqual([]);
});
