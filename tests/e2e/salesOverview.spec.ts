import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import JSZip from 'jszip';
import { api, apiToken, venueId } from './api';
import { test, expect } from './fixtures';
import { consoleErrors, login, PASSWORD } from './helpers';
import { go } from './settle';
import { workerServer } from './workerServer';

/**
 * Issue 27, the two brand-wide screens the sales test leaves out: /sales-overview (v2/order/sales-overview)
 * and /reporting (the year by month), each with the figures of its call, as the brand manager (who
 * holds the flavors: the venue split is shown) and as a user of the same brand without any flavor
 * (totals only: no venue or brand split, neither in the answer nor on the screen); the sales files
 * through the downloads tray and by e-mail.
 */

/** Integer minor units of a money text in any of the admin's languages ("€1,156.00", "1.156,00 €"). */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** A role with the views of both screens and their export, and none of their flavors, and a user of the demo brand holding it. */
async function plainUser(request: APIRequestContext, admin: string, group: string) {
  const slug = `sales_plain_${Date.now()}`;
  const role = await api(request, admin, 'POST', 'v1/auth/role', {
    name: `Sales without flavors ${slug}`, slug, permissions: ['sales.overview', 'reporting.view', 'statistics.view', 'sales.export'],
  });
  const email = `${slug}@example.com`;
  const user = await api(request, admin, 'POST', 'v1/auth/user', { name: 'Plain Figures', email, password: PASSWORD, role: slug, customerGroup: group });
  return { email, cleanup: async () => {
    await request.delete(`/api/v1/auth/user/${user._id}`, { headers: { authorization: `Bearer ${admin}` } });
    await request.delete(`/api/v1/auth/role/${role._id}`, { headers: { authorization: `Bearer ${admin}` } });
  } };
}

test('/sales-overview and /reporting show their calls\' figures, with the venue split for the flavor holder', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const overview = await api(request, token, 'GET', 'v2/order/sales-overview?period=last30&groupBy=day');
  expect(overview.totals.orderCount, 'the seed has orders in the last 30 days').toBeGreaterThan(0);
  expect(overview.byVenue.length, 'sales.flavor: the split by venue').toBeGreaterThan(1);
  await login(page, 'manager@example.com');

  await page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Sales overview', exact: true }).click();
  await expect(page).toHaveURL(/\/sales-overview/);
  await expect(page.locator('#react-admin-title')).toHaveText('Sales overview');
  await expect.poll(async () => cents(await page.getByTestId('sales-revenue').innerText())).toBe(overview.totals.revenue);
  expect(Number((await page.getByTestId('sales-orderCount').innerText()).replace(/\D/g, ''))).toBe(overview.totals.orderCount);
  await expect(page.getByTestId('sales-buckets').locator('tbody tr')).toHaveCount(overview.buckets.length);
  await expect(page.getByTestId('sales-venues').locator('tbody tr')).toHaveCount(overview.byVenue.length);
  await expect(page.getByTestId('sales-venues-chart')).toBeVisible();

  // reports.zip through the downloads tray: a report.csv per venue of the brand, whose totals add up to the screen's
  const [zipped] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download reports per venue (ZIP)' }).click()]);
  expect(zipped.suggestedFilename()).toBe('reports.zip');
  const zip = await JSZip.loadAsync(fs.readFileSync((await zipped.path())!));
  const reports = Object.keys(zip.files).filter((name) => name.endsWith('/report.csv'));
  expect(reports.length).toBeGreaterThanOrEqual(overview.byVenue.length);
  let zippedRevenue = 0;
  for (const name of reports) {
    const total = (await zip.file(name)!.async('string')).trim().split(/\r?\n/).at(-1)!.split(/[,;](?=(?:[^"]*"[^"]*")*[^"]*$)/);
    zippedRevenue += cents(total[2]);
  }
  expect(zippedRevenue).toBe(overview.totals.revenue);

  // /reporting: this year by month, from the statistics call
  const year = await api(request, token, 'GET', 'v1/statistic/sales?period=thisYear&groupBy=month');
  await go(page, '/reporting');
  await expect(page.locator('#react-admin-title')).toHaveText('Reporting');
  await expect(page.getByTestId('sales-period')).toHaveValue('thisYear');
  await expect.poll(async () => cents(await page.getByTestId('sales-revenue').innerText())).toBe(year.totals.revenue);
  await expect(page.getByTestId('sales-buckets').locator('tbody tr')).toHaveCount(year.buckets.length);
  await expect(page.getByTestId('sales-venues').locator('tbody tr')).toHaveCount(year.byVenue.length);

  // on a phone the venue chart's long names fit: nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('sales-venues-chart')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('reporting-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('a user of the brand without flavors reads the totals of /sales-overview and /reporting, never a venue split', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const manager = await apiToken(request, 'manager@example.com');
  const group = (await api(request, manager, 'GET', `v1/general/venue/${await venueId(request, manager, 'BM01')}`)).customerGroup;
  const plain = await plainUser(request, admin, group);
  try {
    const token = await apiToken(request, plain.email);
    const overview = await api(request, token, 'GET', 'v2/order/sales-overview?period=last30&groupBy=day');
    const brand = await api(request, manager, 'GET', 'v2/order/sales-overview?period=last30&groupBy=day');
    // the same brand's figures, without the split
    expect(overview.totals).toEqual(brand.totals);
    expect(overview.byVenue).toBeUndefined();
    expect(overview.byGroup).toBeUndefined();

    await login(page, plain.email);
    await go(page, '/sales-overview');
    await expect.poll(async () => cents(await page.getByTestId('sales-revenue').innerText())).toBe(overview.totals.revenue);
    await expect(page.getByTestId('sales-methods')).toBeVisible();
    await expect(page.getByTestId('sales-venues')).toHaveCount(0);
    await expect(page.getByTestId('sales-venues-chart')).toHaveCount(0);
    await expect(page.getByTestId('sales-groups')).toHaveCount(0);
    // the files of the totals, but no report per venue
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download reports per venue (ZIP)' })).toHaveCount(0);

    const year = await api(request, token, 'GET', 'v1/statistic/sales?period=thisYear&groupBy=month');
    expect(year.byVenue).toBeUndefined();
    await go(page, '/reporting');
    await expect.poll(async () => cents(await page.getByTestId('sales-revenue').innerText())).toBe(year.totals.revenue);
    await expect(page.getByTestId('sales-venues')).toHaveCount(0);
    // the venue-bound screens stay closed to this role
    await go(page, '/sales');
    await expect(page.getByText('You are not allowed to view this page.')).toBeVisible();
    await expect(page.getByTestId('sales-revenue')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await plain.cleanup();
  }
});

test('the brand manager downloads the sales of /sales as CSV and PDF through the tray, and has the CSV sent to the e-mail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  const sales = await api(request, token, 'GET', `v1/statistic/sales?period=last30&groupBy=day&venue=${venue}`);
  await login(page, 'manager@example.com');
  await go(page, `/sales?period=last30&groupBy=day`);
  const dialog = page.getByRole('dialog', { name: /select a venue/i });
  await expect(dialog.or(page.getByTestId('sales-revenue')).first()).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByText('Burger Mitte').click();
  await expect(page.getByTestId('sales-revenue')).toBeVisible();

  // CSV: the days of the screen, ending with the total the screen shows
  const [csv] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = fs.readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines.length).toBe(sales.buckets.length + 2);
  // the total line's gross revenue (third cell; quoted cells may hold the separator)
  const total = lines.at(-1)!.split(/[,;](?=(?:[^"]*"[^"]*")*[^"]*$)/);
  expect(cents(total[2])).toBe(sales.totals.revenue);

  // PDF: sales-{DD-MM-YYYY}.pdf after the period's first day
  const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const [y, m, d] = sales.period.from.split('-');
  expect(pdf.suggestedFilename()).toBe(`sales-${d}-${m}-${y}.pdf`);
  expect(fs.readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  const jobs = await api<any[]>(request, token, 'GET', 'v1/jobs');
  expect(jobs.filter((j: any) => j.handler === 'sales' && j.status === 'done').length).toBeGreaterThanOrEqual(2);
  await page.getByTestId('downloads-tray').click();
  await expect(page.getByRole('presentation').getByText('Sales').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // by e-mail: the notice, then the mail with the file at the local SMTP server
  const mailDir = workerServer()!.mailDir;
  const before = new Set(fs.readdirSync(mailDir));
  await page.getByRole('button', { name: 'Send CSV to my e-mail' }).click();
  await expect(page.getByText('The export will be sent to your e-mail address.')).toBeVisible();
  await expect.poll(() => fs.readdirSync(mailDir).filter((f) => !before.has(f)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = fs.readdirSync(mailDir).filter((f) => !before.has(f)).map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8')).find((m) => /^To: manager@example\.com\r?$/m.test(m));
  expect(mail, 'a mail to the signed-in user').toBeDefined();
  expect(mail).toMatch(/Content-Type: text\/csv/);
  expect(errors).toEqual([]);
});
