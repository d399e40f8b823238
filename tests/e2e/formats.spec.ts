import { formatDateTime } from '../../src/admin/format/formatDateTime';
import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

// Issue 24: one date, time and number format per language and one clock (the venue's) everywhere.

test('in German a payment shows the same date and time in the list as on its page, on the venue clock', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  const payments = await api<any[]>(request, token, 'GET', `v3/payment/?venue[]=${venue}&status[]=paid&limit=1000`);
  expect(payments.some((p) => p.paidAt)).toBe(true);

  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await login(page, 'manager@example.com');
  await page.goto('/table');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await page.goto('/payments');
  const dated = page.locator('tbody tr').filter({ hasText: /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/ }).first();
  await expect(dated).toBeVisible({ timeout: 40_000 });
  const listed = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}(?: [A-Z]{3,4}(?:[+−-]\d+)?)?/.exec(await dated.innerText())?.[0];
  expect(listed).toBeTruthy();

  await dated.locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f]{24}\/show$/);
  const id = /\/payments\/([0-9a-f]{24})\/show$/.exec(page.url())![1];
  await expect(page.getByTestId('payment-paid-at')).toHaveText(listed!);
  // the venue's clock (Burger Mitte: Europe/Berlin), named when the browser's differs
  const readerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const paidAt = payments.find((p) => p._id === id)?.paidAt;
  expect(listed).toBe(formatDateTime(paidAt, 'de', 'Europe/Berlin', { readerZone }));
  expect(errors).toEqual([]);
});

test('in German an article price input shows 9,50 for 9.5 and saving 12,30 stores 12.3', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  const article = (await api<any[]>(request, token, 'GET', `v1/foodcard/article/venue/${venue}`)).find((a) => typeof a.price === 'number');
  expect(article).toBeTruthy();
  await api(request, token, 'PATCH', `v1/foodcard/article/${article._id}`, { price: 9.5 });
  try {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
    await login(page, 'manager@example.com');
    await page.goto('/table');
    await page.getByRole('dialog').getByText('Burger Mitte').click();
    await expect(page.getByRole('banner')).toContainText('Burger Mitte');
    await page.goto(`/article/${article.category}/${article._id}/edit`);
    const price = page.getByRole('textbox', { name: 'Preis' }).first();
    await expect(price).toHaveValue('9,50', { timeout: 20_000 });
    await price.fill('12,30');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).not.toHaveURL(/\/edit$/);
    await expect.poll(async () => (await api<any>(request, token, 'GET', `v1/foodcard/article/${article._id}`)).price).toBe(12.3);
    // the list shows it as the language writes money
    await expect(page.locator('tbody tr').filter({ hasText: /12,30\s€/ }).first()).toBeVisible({ timeout: 30_000 });
  } finally {
    await api(request, token, 'PATCH', `v1/foodcard/article/${article._id}`, { price: article.price });
  }
  expect(errors).toEqual([]);
});
