import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * The spec's /printer/edit (part 1 §2 and §7: PUT general/venue/{venue}/printer/{printer}) edits
 * the selected venue's printers together, not the printer list: each printer by its key, saved
 * with one update per changed printer, then back to the list.
 */
test('/printer/edit edits the venue\'s printers in one form and saves the changed ones', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BM01');
  const stamp = Date.now();
  const made: Record<string, { _id: string; key: string }> = {};
  for (const name of ['Kitchen', 'Bar']) {
    const key = `e2e-edit-${name.toLowerCase()}-${stamp}`;
    made[name] = { _id: (await api(request, admin, 'POST', `v1/general/venue/${venue}/printer`, { key, name: `${name} ${stamp}` }))._id, key };
  }

  await login(page, 'admin@example.com');
  await page.goto('/printer/edit');
  const selector = page.getByRole('dialog');
  await selector.getByText('Burger Mitte').click();
  await expect(selector).toBeHidden();

  await expect(page).toHaveURL(/\/printer\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit printers');
  // A form, not the list: no table of printers.
  await expect(page.locator('#main-content table')).toHaveCount(0);
  const kitchen = page.getByTestId(`printer-${made.Kitchen.key}`);
  const bar = page.getByTestId(`printer-${made.Bar.key}`);
  await expect(kitchen.getByLabel('Name')).toHaveValue(`Kitchen ${stamp}`);
  await expect(bar.getByLabel('Name')).toHaveValue(`Bar ${stamp}`);

  await kitchen.getByLabel('Name').fill(`Kitchen renamed ${stamp}`);
  await bar.getByLabel('Activated').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/printer$/);

  const kitchenStored = await api(request, admin, 'GET', `v1/general/venue/${venue}/printer/${made.Kitchen._id}`);
  const barStored = await api(request, admin, 'GET', `v1/general/venue/${venue}/printer/${made.Bar._id}`);
  expect(kitchenStored).toMatchObject({ name: `Kitchen renamed ${stamp}`, activated: true });
  expect(barStored).toMatchObject({ name: `Bar ${stamp}`, activated: false });
  await expect(page.locator('tbody tr').filter({ hasText: `Kitchen renamed ${stamp}` })).toHaveCount(1);
  expect(errors).toEqual([]);
});
