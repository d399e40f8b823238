import fs from 'node:fs';
import path from 'node:path';
import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

/** "1,234.56": an amount of minor units as the English screens write it (without the currency sign). */
const amount = (minor: number) => (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const previousMonth = () => {
  const d = new Date();
  const p = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return `${p.getUTCFullYear()}-${String(p.getUTCMonth() + 1).padStart(2, '0')}`;
};

test('the brand manager reads the brand invoice, the summaries, the articles and the payable invoices on /billing', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const mitte = await venueId(request, token, 'BM01');
  const month = previousMonth();
  const q = `month=${month}&fields=orders,gross,net,tips,provision,fees&setupFee=none`;
  const brand = await api<any>(request, token, 'GET', `v3/payment/invoice/${mitte}/subway/summary?${q}`);
  const summary = await api<any>(request, token, 'GET', `v3/payment/invoice/${mitte}/venue/summary?${q}`);
  const articles = await api<any>(request, token, 'GET', `v3/payment/invoice/${mitte}/venue/articles?month=${month}`);
  const payable = await api<any[]>(request, token, 'GET', 'v3/payment/transaction/venues/lastTransactionsPayable');
  await login(page, 'manager@example.com');
  await page.goto('/billing');
  await page.locator('[aria-labelledby~="billing-venue"]').click();
  await page.getByRole('option', { name: 'Burger Mitte' }).click();

  // The month's DATEV booking batch of the venue, saved from the button (GET v1/export/datev)
  const [datev] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'DATEV bookings (EXTF)' }).click()]);
  const [y, m] = month.split('-');
  expect(datev.suggestedFilename()).toBe(`EXTF_Buchungsstapel_01-${m}-${y}.csv`);
  const batch = fs.readFileSync((await datev.path())!, 'latin1').split('\r\n');
  expect(batch[0]).toMatch(new RegExp(`^"EXTF";700;21;"Buchungsstapel";13;\\d+;;"RE";"backoffice";;1001;1;${y}0101;4;${y}${m}01;${y}${m}\\d\\d;`));
  expect(batch[1].split(';')).toHaveLength(39);

  // The brand invoice: one row per venue of the brand, the totals the server sums.
  const tabs = page.getByRole('tablist', { name: 'Billing figures' });
  await expect(tabs.getByRole('tab')).toHaveText(['Brand invoice', 'Summary', 'Per article', 'Payable invoices']);
  const brandTable = page.getByRole('table', { name: 'Brand invoice' });
  for (const v of brand.venues) await expect(brandTable).toContainText(v.venue.name);
  await expect(page.getByTestId('billing-brand-total')).toContainText(amount(brand.amount));
  await page.getByRole('switch', { name: 'With the invoice lines of each venue' }).check();
  await expect(brandTable.getByRole('row')).not.toHaveCount(brand.venues.length + 2);

  // The summary, and the same as the server's plain text.
  await tabs.getByRole('tab', { name: 'Summary' }).click();
  await expect(page.getByTestId('billing-summary-total')).toContainText(amount(summary.amount));
  await expect(page.getByTestId('billing-summary-plain')).toContainText('Rechnungsbetrag');
  // through the downloads tray: a payment job, polled until its file is saved
  const [text] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Download text' }).click()]);
  expect(text.suggestedFilename()).toMatch(/^billing-\d{2}-\d{2}-\d{4}\.txt$/);
  // the app bar hides while the page is scrolled down: back to the top to reach the tray
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('downloads-tray')).toBeVisible();
  await page.getByTestId('downloads-tray').click();
  await expect(page.getByRole('presentation').getByText('Billing').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const jobs = await api<any[]>(request, token, 'GET', 'v1/jobs');
  expect(jobs.some((j: any) => j.handler === 'payment' && j.status === 'done' && j.file === text.suggestedFilename())).toBe(true);

  // Per article: the quantities and sums, and their totals.
  await tabs.getByRole('tab', { name: 'Per article' }).click();
  if (articles.articles.length) {
    const sum = articles.articles.reduce((s: number, a: any) => s + a.total, 0);
    await expect(page.getByTestId('billing-articles-total')).toContainText(amount(sum));
    await expect(page.getByRole('table', { name: 'Per article' })).toContainText(articles.articles[0].name);
  } else {
    await expect(page.getByText('No articles were sold in this month.')).toBeVisible();
  }
  await page.getByLabel('Order type').click();
  await page.getByRole('option', { name: 'Takeaway' }).click();
  await expect(page.getByTestId('billing-articles')).toBeVisible();

  // The invoices still to be paid.
  await tabs.getByRole('tab', { name: 'Payable invoices' }).click();
  if (payable.length) {
    await expect(page.getByRole('table', { name: 'Payable invoices' }).getByRole('row')).toHaveCount(payable.length + 1 + new Set(payable.map((p) => p.currency)).size);
  } else {
    await expect(page.getByText('No invoice is open.')).toBeVisible();
  }

  await tabs.getByRole('tab', { name: 'Brand invoice' }).click();
  await page.screenshot({ path: path.join(info.outputDir, 'billing-sections-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('billing-brand-total')).toBeVisible();
  // nothing of the page is wider than the phone: the tables scroll inside their box
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(info.outputDir, 'billing-sections-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the user export shows the chosen venues\' summaries with totals and downloads their invoice data', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const month = previousMonth();
  const ids = [await venueId(request, token, 'BM01'), await venueId(request, token, 'BH02')];
  const sums = await Promise.all(ids.map((v) => api<any>(request, token, 'GET', `v3/payment/invoice/${v}/venue/summary?month=${month}`)));
  await login(page, 'manager@example.com');
  await page.getByRole('link', { name: 'User export' }).click();
  await expect(page).toHaveURL(/\/userExport$/);
  await page.locator('[aria-labelledby~="user-export-venues"]').click();
  await page.getByRole('option', { name: 'Burger Mitte' }).click();
  await page.getByRole('option', { name: 'Burger Hafen' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Show summaries' }).click();
  await expect(page.getByTestId('user-export-total')).toContainText(amount(sums[0].amount + sums[1].amount));
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Invoice data (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/billing-\d{2}-\d{2}-\d{4}\.csv$/);
  expect(fs.readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('venue;period;field;value');
  await page.screenshot({ path: path.join(info.outputDir, 'user-export-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // (by text: the phone's menu drawer may hide the page from the accessibility tree while it closes)
  await expect(page.getByText('Show summaries', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(info.outputDir, 'user-export-phone.png'), fullPage: true });

  // the activity log export is the admin's
  await page.goto('/activityLogExport');
  await expect(page.locator('#main-content [data-status="401"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the admin exports the activity log of a period as CSV through the downloads tray', async ({ page }, info) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.getByRole('link', { name: 'Activity log export' }).click();
  await expect(page).toHaveURL(/\/activityLogExport$/);
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2025-03-02');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2025-03-01');
  await expect(page.getByText('The last day must not be before the first day.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as CSV' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2020-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
  await expect(page.getByText('Choose a period of at most 367 days.')).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Export as CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`activity-log-${today}_${today}.csv`);
  const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('date;actorName;actor;action;resource;subject;title;venue;customerGroup;changes');
  // the job is in the tray under its name
  await page.getByTestId('downloads-tray').click();
  await expect(page.getByRole('presentation').getByText('Activity log')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: path.join(info.outputDir, 'activity-log-export-desktop.png'), fullPage: true });
  // The pointer leaves the tray's button, whose tooltip would otherwise stay where the desktop put it.
  await page.mouse.move(0, 400);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Export as CSV', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(info.outputDir, 'activity-log-export-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});
