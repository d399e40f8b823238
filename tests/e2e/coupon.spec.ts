import { readFile } from 'node:fs/promises';
import { api, apiToken } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('a brand manager generates coupons, disables the venue\'s coupons and exports them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const prefix = `K${Date.now() % 100000}`;
  await login(page, 'manager@example.com');

  // Work in Burger Mitte.
  await page.goto('/table');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');

  // The list holds the demo coupons; generate eight more.
  await page.goto('/coupon');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('link', { name: 'Generate coupons' }).click();
  await expect(page).toHaveURL(/\/coupon\/create\/multiple$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Newsletter');
  await page.getByRole('textbox', { name: 'Percent' }).fill('10');
  await page.getByLabel('Number of coupons').fill('8');
  await page.getByRole('textbox', { name: 'Prefix' }).fill(prefix);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('8 coupons generated')).toBeVisible();
  await expect(page).toHaveURL(/\/coupon$/);
  const mine = await api<any[]>(request, token, 'GET', `v1/general/coupons/all?q=${prefix}`);
  expect(mine).toHaveLength(8);
  for (const c of mine) expect(c).toMatchObject({ percent: 0.1, active: true, name: 'Newsletter' });

  // Disable every coupon of the venue, then enable them again.
  await page.getByRole('link', { name: 'Disable coupons' }).click();
  await expect(page).toHaveURL(/\/coupon\/disable$/);
  await page.getByRole('button', { name: 'Disable all coupons' }).click();
  await expect(page.getByText(/coupons disabled/)).toBeVisible();
  expect((await api<any[]>(request, token, 'GET', `v1/general/coupons/all?q=${prefix}`)).every((c) => c.active === false)).toBe(true);
  await page.getByRole('button', { name: 'Enable all coupons' }).click();
  await expect(page.getByText(/coupons enabled/)).toBeVisible();

  // Export the venue's coupons as CSV.
  await page.goto('/coupon/export');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^coupons-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  for (const c of mine) expect(csv).toContain(c.code);

  // German: the list's title and the generation link.
  await page.evaluate(() => localStorage.setItem('locale', 'de'));
  await page.goto('/coupon');
  await expect(page.getByRole('link', { name: 'Gutscheine generieren' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Code' })).toBeVisible();
  expect(errors).toEqual([]);
});
