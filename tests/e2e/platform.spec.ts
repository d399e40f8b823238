import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { api, apiToken } from './api';
import { consoleErrors, login } from './helpers';

test('an admin exports the QR codes of two tables as a two-page PDF', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/table');
  const selector = page.getByRole('dialog');
  await expect(selector).toContainText('Select a venue');
  await selector.getByText('Burger Mitte').click();
  await expect(selector).toBeHidden();

  const rows = page.locator('tbody tr');
  for (const n of ['3', '4']) await rows.filter({ has: page.getByRole('cell', { name: n, exact: true }) }).getByRole('checkbox').first().check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export QR codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tables-qr.pdf');
  const buf = fs.readFileSync(await download.path());
  expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await new PDFParse({ data: new Uint8Array(buf) }).getText();
  expect(text.total).toBe(2);
  expect(errors).toEqual([]);
});

test('maintenance mode shows its banner to another user, even on the login page, until it is turned off', async ({ page, browser }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/maintenance');
  const banner = page.getByTestId('maintenance-banner');
  await expect(page.getByText('Maintenance mode is off.').first()).toBeVisible();
  await expect(banner).toHaveCount(0);

  const other = await browser.newContext();
  const operator = await other.newPage();
  const operatorErrors = consoleErrors(operator);
  try {
    await operator.goto('/');
    await expect(operator.locator('input[name="email"]')).toBeVisible();
    const operatorBanner = operator.getByTestId('maintenance-banner');
    await expect(operatorBanner).toHaveCount(0);

    await page.getByRole('button', { name: 'Enable maintenance mode' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Do you want to turn maintenance mode on?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Maintenance mode is on.').first()).toBeVisible();
    await expect(banner).toHaveText('Maintenance mode is active. Some functions may be unavailable.');

    await operator.reload();
    await expect(operator.locator('input[name="email"]')).toBeVisible();
    await expect(operatorBanner).toHaveText('Maintenance mode is active. Some functions may be unavailable.');

    await page.getByRole('button', { name: 'Disable maintenance mode' }).click();
    await expect(confirm).toContainText('Do you want to turn maintenance mode off?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Maintenance mode is off.').first()).toBeVisible();
    await expect(banner).toHaveCount(0);

    await operator.reload();
    await expect(operator.locator('input[name="email"]')).toBeVisible();
    await expect(operatorBanner).toHaveCount(0);
    expect(operatorErrors).toEqual([]);
  } finally {
    await other.close();
  }
  expect(errors).toEqual([]);
});

test('an admin copies a role: create opens prefilled with "Copy of …" and saves', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/role');
  const rows = page.locator('tbody tr');
  const source = rows.filter({ hasText: /operator/i }).first();
  await source.getByRole('button', { name: 'Copy' }).click();
  await expect(page).toHaveURL(/\/role\/create$/);
  const name = page.getByRole('textbox', { name: 'Name' });
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await expect(name).toHaveValue(/^Copy of \S/);
  await expect(slug).toHaveValue(/^copy_of_\S/);

  // Slugs are unique: give this copy its own name and slug so the test can run again.
  const suffix = `${Date.now() % 1_000_000}`;
  const copied = `${await name.inputValue()} ${suffix}`;
  await name.fill(copied);
  await slug.fill(`${await slug.inputValue()}_${suffix}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).not.toHaveURL(/\/role\/create$/);
  await page.goto('/role');
  await expect(rows.filter({ hasText: copied })).toHaveCount(1);
  expect(errors).toEqual([]);
  // The copy goes again: the translation sweeps on this worker's server read the role list in de
  // and fr, where an English "Copy of …" name would read as a text the app left untranslated.
  const token = await apiToken(request, 'admin@example.com');
  const role = (await api<any[]>(request, token, 'GET', 'v1/auth/role/all')).find((r) => r.name === copied);
  expect((await request.delete(`/api/v1/auth/role/${role._id}`, { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
});
