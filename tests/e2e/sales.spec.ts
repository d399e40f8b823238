import type { Page } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { test, expect } from './fixtures';
import { consoleErrors, login } from './helpers';
import { go } from './settle';

/**
 * Issue 27, the sales screens: the brand manager opens /sales for the last 30 days and reads the
 * same figures as the dashboard's call (statistic/overview) and the sales call for that period;
 * a table row and a chart bar open the orders list with that filter; /statistics reads in German
 * and French; desktop and phone screenshots; a clean console.
 */

/** Integer minor units of a money text in any of the admin's languages ("€1,156.00", "1.156,00 €"). */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));

async function chooseVenue(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: /select a venue|standort wählen|sélectionner/i });
  await expect(dialog.or(page.getByTestId('sales-revenue')).first()).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByText(name).click();
}

test('/sales shows the last 30 days of a venue as the dashboard counts them, and its rows and bars open the filtered orders', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  await login(page, 'manager@example.com');

  // the menu offers the screen under Finances, and it asks for a venue first
  await page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(page).toHaveURL(/\/sales/);
  await chooseVenue(page, 'Burger Mitte');
  await expect(page.getByTestId('sales-revenue')).toBeVisible();
  await expect(page.getByTestId('sales-period')).toHaveValue('last30');

  const sales = await api(request, token, 'GET', `v1/statistic/sales?period=last30&groupBy=day&venue=${venue}`);
  // the dashboard's call for the same days: the venue's row
  const overview = await api(request, token, 'GET', `v1/statistic/overview?from=${sales.period.from}&to=${sales.period.to}`);
  const row = overview.venues.find((v: { venue: string }) => v.venue === venue);
  expect(sales.totals.orderCount, 'the seed has orders in the last 30 days').toBeGreaterThan(0);
  expect(row.revenue).toBe(sales.totals.revenue);
  expect(row.orderCount).toBe(sales.totals.orderCount);

  expect(cents(await page.getByTestId('sales-revenue').innerText())).toBe(sales.totals.revenue);
  expect(cents(await page.getByTestId('sales-netRevenue').innerText())).toBe(row.netRevenue);
  expect(Number((await page.getByTestId('sales-orderCount').innerText()).replace(/\D/g, ''))).toBe(row.orderCount);
  expect(cents(await page.getByTestId('sales-tips').innerText())).toBe(sales.totals.tips);
  expect(cents(await page.getByTestId('sales-averageBasket').innerText())).toBe(sales.totals.averageBasket);
  await expect(page.getByTestId('sales-revenue-change')).toContainText(/vs previous period|previous period: none/);

  // the chart's text alternative (the table) holds every day of the period with the API's revenue
  const rows = page.getByTestId('sales-buckets').locator('tbody tr');
  await expect(rows).toHaveCount(sales.buckets.length);
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[0]?.textContent ?? ''));
  expect(shown.map(cents)).toEqual(sales.buckets.map((b: { revenue: number }) => b.revenue));
  // the chart draws a bar per day with revenue, described for screen readers
  const chart = page.getByTestId('sales-chart');
  await expect(chart).toHaveAttribute('aria-label', /Revenue by day/);
  const withRevenue = sales.buckets.filter((b: { revenue: number }) => b.revenue > 0).length;
  // (the chart library draws after the table: wait for its bars)
  await expect.poll(() => chart.locator('.MuiBarElement-root').count()).toBeGreaterThanOrEqual(withRevenue);

  await page.screenshot({ path: testInfo.outputPath('sales-desktop.png'), fullPage: true });

  // a day's row opens the orders of that day in that venue
  const index = sales.buckets.findIndex((b: { orderCount: number }) => b.orderCount > 0);
  const day = sales.buckets[index];
  await rows.nth(index).getByRole('link').click();
  await expect(page).toHaveURL(/\/orders\?/);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
  expect(filter).toMatchObject({ venue });
  expect(new Date(filter.createdAt_gte).getTime()).toBeLessThan(new Date(filter.createdAt_lte).getTime());
  expect(new Date(filter.createdAt_lte).getTime() - new Date(filter.createdAt_gte).getTime()).toBeLessThan(25 * 3600_000);
  // every status is listed: at least the day's counted (completed) orders
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  await expect.poll(() => page.locator('#main-content tbody tr').count()).toBeGreaterThanOrEqual(Math.min(day.orderCount, 25));
  await page.goBack();
  await expect(page.getByTestId('sales-revenue')).toBeVisible();

  // a payment method's bar opens the orders paid that way in the period
  const method = page.getByTestId('sales-methods-chart').locator('.MuiBarElement-root').first();
  await method.click();
  await expect(page).toHaveURL(/\/orders\?/);
  const byMethod = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
  expect(byMethod.paymentMethod).toBe(sales.byPaymentMethod[0].method);
  expect(byMethod.venue).toBe(venue);
  await page.goBack();

  // phone size: nothing wider than the screen but the tables' own scrolling
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('sales-revenue')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('sales-phone.png'), fullPage: true });

  expect(errors).toEqual([]);
});

test('the dashboard\'s row of a venue and /sales over every day the demo has read the same revenue and orders on screen', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await login(page, 'manager@example.com');
  // the dashboard: every venue's revenue and orders of all time
  await go(page, '/dashboard');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'BM01' });
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').allInnerTexts();
  // /sales on the venue's clock from five years back (the longest period) to today: all its orders
  const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000));
  await go(page, `/sales?period=custom&from=${day(-1800)}&to=${day(0)}&groupBy=month`);
  await chooseVenue(page, 'Burger Mitte');
  await expect.poll(async () => cents(await page.getByTestId('sales-revenue').innerText())).toBe(cents(cells[2]));
  expect(cents(await page.getByTestId('sales-netRevenue').innerText())).toBe(cents(cells[3]));
  expect(Number((await page.getByTestId('sales-orderCount').innerText()).replace(/\D/g, ''))).toBe(Number(cells[4].replace(/\D/g, '')));
  expect(errors).toEqual([]);
});

test('/statistics reads in German and French, with the brand split of a flavor holder', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const stats = await api(request, token, 'GET', 'v1/statistic/sales?period=last30');
  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await login(page, 'manager@example.com');
  await go(page, '/statistics');
  await expect(page.locator('#react-admin-title')).toHaveText('Statistiken');
  await expect(page.getByText('Nettoumsatz').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nach Zahlungsart' })).toBeVisible();
  // statistics.flavor: the venue and brand split, table and chart
  await expect(page.getByTestId('sales-venues').locator('tbody tr')).toHaveCount(stats.byVenue.length);
  await expect(page.getByTestId('sales-venues-chart')).toBeVisible();
  await expect(page.getByTestId('sales-groups')).toBeVisible();
  expect(cents(await page.getByTestId('sales-revenue').innerText())).toBe(stats.totals.revenue);
  await expect(page.locator('#main-content')).not.toContainText('salesUi.');
  await page.screenshot({ path: testInfo.outputPath('statistics-de.png'), fullPage: true });

  await page.evaluate(() => window.localStorage.setItem('locale', 'fr'));
  await page.addInitScript(() => window.localStorage.setItem('locale', 'fr'));
  await page.reload();
  await expect(page.locator('#react-admin-title')).toHaveText('Statistiques');
  await expect(page.getByText('Chiffre d\'affaires net').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Par moyen de paiement' })).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText('salesUi.');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('sales-revenue')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('statistics-fr-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('/analytics shows the selected venue and, for a holder of the customer-group analytics, its brand', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  const analytics = await api(request, token, 'GET', `v1/statistic/analytics/${venue}?period=last30`);
  const group = (await api(request, token, 'GET', `v1/general/venue/${venue}`)).customerGroup;
  const brand = await api(request, token, 'GET', `v1/statistic/customerGroup/${group}?period=last30`);
  await login(page, 'manager@example.com');
  await page.goto('/analytics');
  await chooseVenue(page, 'Burger Mitte');
  await expect(page.locator('#react-admin-title')).toHaveText('Analytics');
  expect(cents(await page.getByTestId('sales-revenue').innerText())).toBe(analytics.totals.revenue);
  await expect(page.getByTestId('brand-revenue')).toBeVisible();
  expect(cents(await page.getByTestId('brand-revenue').innerText())).toBe(brand.totals.revenue);
  // analytics.flavor: the brand's venues, one row each
  await expect(page.getByTestId('brand-venues').locator('tbody tr')).toHaveCount(brand.byVenue.length);
  // the period picker asks again: this month by week
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'This month' }).click();
  await page.getByRole('button', { name: 'Week' }).first().click();
  await expect(page).toHaveURL(/period=thisMonth/);
  await expect(page).toHaveURL(/groupBy=week/);
  const month = await api(request, token, 'GET', `v1/statistic/analytics/${venue}?period=thisMonth&groupBy=week`);
  await expect(page.getByTestId('sales-buckets').locator('tbody tr')).toHaveCount(month.buckets.length);
  await expect.poll(async () => cents(await page.getByTestId('sales-revenue').innerText())).toBe(month.totals.revenue);
  expect(errors).toEqual([]);
});
