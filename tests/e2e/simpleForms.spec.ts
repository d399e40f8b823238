import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

test('the simple venue edit shows the declared fields, checks the short id and saves through the simple call', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BA03');
  await login(page, 'admin@example.com');
  await page.goto(`/venue/${venue}/edit/simple`);
  const shortId = page.getByRole('textbox', { name: 'Short id' });
  await expect(shortId).toHaveValue('BA03');
  // Only the x-simple fields: the provision rate of the full edit is not there.
  await expect(page.locator('input[name="city"]')).toBeVisible();
  await expect(page.locator('input[name="provisionRate"]')).toHaveCount(0);
  // BM01 is another venue's short id: the declared uniqueness check says so before saving.
  await shortId.fill('BM01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This value is already taken')).toBeVisible();
  await shortId.fill('BA03');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Burger Altstadt GmbH');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/venue$/);
  expect((await api(request, admin, 'GET', `v1/general/venue/${venue}`)).fullName).toBe('Burger Altstadt GmbH');
  const audit = await api<any[]>(request, admin, 'GET', `v1/audit?subject[]=${venue}&action[]=updateSimple`);
  expect(audit.length).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('a user is created and edited on the restricted screens through the declared calls', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  await login(page, 'admin@example.com');
  await page.goto('/user/create/simple');
  await page.getByRole('textbox', { name: 'Name' }).fill('Rita Restricted');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('rita.restricted@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('RitaPass123');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Venue staff' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user$/);
  const [rita] = await api<any[]>(request, admin, 'GET', 'v1/auth/user?email[]=rita.restricted@example.com');
  expect(rita).toMatchObject({ name: 'Rita Restricted', role: 'staff' });

  await page.goto(`/user/${rita._id}/edit/simple`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Rita Restricted');
  await name.fill('Rita Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user$/);
  expect((await api(request, admin, 'GET', `v1/auth/user/${rita._id}`)).name).toBe('Rita Renamed');
  const audit = await api<any[]>(request, admin, 'GET', `v1/audit?subject[]=${rita._id}&action[]=updateSimple`);
  expect(audit).toHaveLength(1);
  expect(errors).toEqual([]);
});
