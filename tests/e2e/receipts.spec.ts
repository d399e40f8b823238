import { readFile } from 'node:fs/promises';
import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('a brand manager lists receipts and downloads a customer receipt PDF', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await login(page, 'manager@example.com');
  await page.goto('/receipts');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
  const rows = page.getByTestId('receipt-row');
  await expect(rows.first()).toBeVisible();
  const token = await apiToken(request, 'manager@example.com');
  const newest = (await api<any[]>(request, token, 'GET', 'v1/receipts/?limit=1'))[0];
  await expect(rows.first()).toContainText(newest.codes[0]);
  // amounts with two decimals (the money widget's format)
  await expect(rows.first()).toContainText(`${Math.floor(newest.sum / 100)}.${String(newest.sum % 100).padStart(2, '0')}`);
  // the manager holds customer and merchant (so combined too), not full
  await expect(rows.first().getByTestId('receipt-full')).toHaveCount(0);
  await expect(rows.first().getByTestId('receipt-combined')).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download'), rows.first().getByTestId('receipt-customer').click()]);
  expect(download.suggestedFilename()).toBe(`receipt-customer-${newest.codes[0]}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // filter by code
  await page.getByLabel('Order code').fill(newest.codes[0]);
  await expect(rows).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a brand manager opens /tips and sees the totals of a venue', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  await login(page, 'manager@example.com');
  await page.goto('/tips');
  await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible();
  await page.getByTestId('tips-venue').click();
  await page.getByRole('option', { name: 'Burger Mitte' }).click();
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const report = await api<any>(request, token, 'GET', `v2/tips/${venue}/${day(-29)}/${day(0)}`);
  expect(report.total.tip).toBeGreaterThan(0);
  const money = `${Math.floor(report.total.tip / 100)}.${String(report.total.tip % 100).padStart(2, '0')}`;
  await expect(page.getByTestId('tips-total')).toContainText(money);
  await expect(page.getByTestId('tips-days-total')).toContainText(money);
  await expect(page.getByTestId('tips-tables-total')).toContainText(money);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tips-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Total');
  expect(errors).toEqual([]);
});
