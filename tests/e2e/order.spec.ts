import { api, apiToken } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('a manager opens the order list, filters by status, opens an order and sees its items and logs', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  // a failed order with seeded logs and client meta (every second demo order has them)
  const failed = (await api<any[]>(request, token, 'GET', 'v2/order/all?status[]=failed')).find((o) => o.logs?.length);
  expect(failed).toBeTruthy();
  await login(page, 'manager@example.com');

  // reachable from the Finances group of the sidebar
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('columnheader', { name: 'Order code' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('tbody tr')).toHaveCount(25, { timeout: 20_000 });
  // totals as money, times as English writes them (DD/MM/YYYY HH:mm) on the venue's clock
  await expect(page.locator('tbody tr').first()).toContainText(/€/);
  await expect(page.locator('tbody tr').first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // filter by status
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/failed/);
  const rows = page.locator('tbody tr');
  const total = (await api<any[]>(request, token, 'GET', 'v2/order/all?status[]=failed')).length;
  await expect(page.getByText(new RegExp(`of ${total}$`))).toBeVisible({ timeout: 20_000 });
  // the first page of them (the running demo's sales history adds failed orders beyond one page)
  await expect(rows).toHaveCount(Math.min(total, 25));
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Failed');

  // open the order: items, totals, client meta, logs
  await page.getByRole('cell', { name: failed.code, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${failed._id}/show$`));
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items).toContainText(failed.items[0].name);
  await expect(items).toContainText('Gross (incl. tip)');
  await expect(page.getByText(failed.clientMeta.device)).toBeVisible();
  const logs = page.getByRole('table', { name: 'Logs' });
  await expect(logs).toContainText('Kasse nicht erreichbar');
  await expect(page.getByText(/Times in the venue's time zone \(Europe\/Berlin\)/)).toBeVisible();
  // the manager holds no order.retry
  await expect(page.getByRole('button', { name: 'Retry with status' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an admin retries an order with a status and sees the log entry', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const order = (await api<any[]>(request, token, 'GET', 'v2/order/all?status[]=in_preparation'))[0];
  await login(page, 'admin@example.com');
  await page.goto(`/orders/${order._id}/show`);
  await page.getByRole('button', { name: 'Retry with status' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Ready' }).click();
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The order was retried with status "Ready".')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Logs' })).toContainText('Retried with status ready (was in_preparation) by Admin');
  const after = await api<any>(request, token, 'GET', `v2/order/${order._id}`);
  expect(after.status).toBe('ready');
  const audit = await api<any[]>(request, token, 'GET', 'v1/audit?action[]=retry&limit=100');
  expect(audit.some((a) => a.subject === order._id)).toBe(true);

  // order test: a test order in Burger Mitte, opened at once
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Test order' }).click();
  const test = page.getByRole('dialog');
  await test.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name: 'Burger Mitte' }).click();
  await test.getByRole('button', { name: 'Place test order' }).click();
  await expect(page.getByText(/Test order TEST-\d+ was placed\./)).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}\/show$/);
  await expect(page.getByRole('table', { name: 'Logs' })).toContainText('Test order placed by Admin');
  expect(errors).toEqual([]);
});

test('the order screens read in German and French', async ({ page, request }) => {
  const token = await apiToken(request, 'manager@example.com');
  const order = (await api<any[]>(request, token, 'GET', 'v2/order/all?status[]=failed')).find((o) => o.logs?.length);
  await page.addInitScript(() => { if (!sessionStorage.getItem('localeSet')) window.localStorage.setItem('locale', 'de'); });
  await login(page, 'manager@example.com');
  await page.goto(`/orders/${order._id}/show`);
  await expect(page.getByRole('table', { name: 'Positionen' })).toContainText('Brutto (inkl. Trinkgeld)');
  await expect(page.getByRole('table', { name: 'Protokoll' })).toBeVisible();
  await expect(page.getByText(/Zeiten in der Zeitzone des Standorts/)).toBeVisible();
  await page.evaluate(() => { sessionStorage.setItem('localeSet', '1'); localStorage.setItem('locale', 'fr'); });
  await page.goto(`/orders/${order._id}/show`);
  await expect(page.getByRole('table', { name: 'Articles' })).toContainText('Brut (pourboire compris)');
  await expect(page.getByRole('table', { name: 'Journal' })).toBeVisible();
  await page.goto('/orders');
  await expect(page.locator('thead')).toContainText('Code de commande', { timeout: 20_000 });
  await expect(page.locator('tbody tr').first()).toContainText(/€/);
  await expect(page.getByRole('button', { name: 'Commande test' })).toBeVisible();
});
