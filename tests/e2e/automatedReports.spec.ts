import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';
import { workerServer } from './workerServer';

test('the brand manager creates a weekly automated report, sends it now and the mail carries the file', async ({ page }, info) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  await login(page, 'manager@example.com');

  await page.goto('/automatedReports/create');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Report', exact: true }).click();
  await page.getByRole('option', { name: 'Orders', exact: true }).click();
  await main.getByRole('combobox', { name: 'Venue', exact: true }).click();
  await page.getByRole('option', { name: /Burger Mitte/ }).click();
  await main.getByRole('combobox', { name: 'Frequency', exact: true }).click();
  await page.getByRole('option', { name: 'Weekly', exact: true }).click();
  const receivers = main.getByRole('combobox', { name: 'Receivers', exact: true });
  await receivers.fill('weekly-chef@example.com');
  await receivers.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved, the report opens for editing, where it can be sent at once.
  await expect(page).toHaveURL(/\/automatedReports\/[0-9a-f]{24}\/edit$/);
  const mailDir = workerServer()!.mailDir;
  const before = fs.readdirSync(mailDir).length;
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('The report of the last period was sent to weekly-chef@example.com.')).toBeVisible();
  await expect.poll(() => fs.readdirSync(mailDir).length).toBeGreaterThan(before);
  const mail = fs.readdirSync(mailDir).map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8')).find((m) => /^To: weekly-chef@example\.com\r?$/m.test(m))!;
  expect(mail).toMatch(/^Subject: Automatischer Bericht: Bestellungen, \d{4}-\d{2}-\d{2} bis \d{4}-\d{2}-\d{2}\r?$/m);
  expect(mail).toMatch(/Content-Type: text\/csv; charset=utf-8; name=report\.csv/);
  await expect(page.getByRole('textbox', { name: 'Last sent (period up to)' })).not.toHaveValue('');

  await page.screenshot({ path: path.join(info.outputDir, 'automated-report-desktop.png'), fullPage: true });
  // The list shows it, on a phone too.
  await page.goto('/automatedReports');
  await expect(page.locator('tbody tr').filter({ hasText: 'Weekly' }).filter({ hasText: 'Burger Mitte' }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Burger Mitte').first()).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'automated-reports-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});
