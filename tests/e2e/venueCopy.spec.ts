import path from 'node:path';
import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('the admin copies a venue with its foodcard, follows the job and opens the copy', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const source = await venueId(request, admin, 'BM01');
  const categories = await api<any[]>(request, admin, 'GET', `v1/foodcard/category/venue/${source}`);
  await login(page, 'admin@example.com');

  await page.goto(`/venue/${source}/copy`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /^Copy / })).toBeVisible();
  await main.getByRole('radio', { name: 'Venue with foodcard, tables and printers' }).check();
  await main.getByRole('textbox', { name: 'Name of the copy' }).fill('Burger Copy E2E');
  await page.screenshot({ path: path.join(info.outputDir, 'venue-copy-desktop.png'), fullPage: true });
  await main.getByRole('button', { name: 'Copy', exact: true }).click();
  // The worker runs the job; the screen follows its progress and lists what it created.
  await expect(main.getByTestId('sync-job-watch')).toContainText('(Done)', { timeout: 60_000 });
  await expect(main.getByTestId('sync-job-entries')).toContainText(/created/);
  await page.screenshot({ path: path.join(info.outputDir, 'venue-copy-done-desktop.png'), fullPage: true });
  await main.getByRole('button', { name: 'Open the copy' }).click();
  await expect(page).toHaveURL(/\/venue\/[0-9a-f]{24}\/edit$/);
  const copy = page.url().match(/venue\/([0-9a-f]{24})\/edit/)![1];
  expect(copy).not.toBe(source);
  await expect(main.getByRole('textbox', { name: /^Name/ })).toHaveValue('Burger Copy E2E');
  // The copy holds the foodcard: as many categories as the source.
  expect(await api<any[]>(request, admin, 'GET', `v1/foodcard/category/venue/${copy}`)).toHaveLength(categories.length);

  // The job list shows it with its progress; on a phone too.
  await page.goto('/sync');
  await expect(page.locator('tbody tr').filter({ hasText: 'Venue copy' }).first()).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'sync-jobs-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/venue/${source}/copy`);
  await expect(main.getByRole('heading', { name: /^Copy / })).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'venue-copy-phone.png'), fullPage: true });
  await page.goto('/sync');
  await expect(page.getByText('Venue copy').first()).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'sync-jobs-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});
