import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

test('an admin assigns a Lightspeed waiter to two selected tables', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/table');
  await page.getByRole('dialog').getByText('Burger Hafen').click();
  const rows = page.locator('tbody tr');
  for (const n of ['3', '4']) await rows.filter({ has: page.getByRole('cell', { name: n, exact: true }) }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Assign Lightspeed waiter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Assign a Lightspeed waiter to 2 tables');
  await dialog.getByRole('textbox', { name: 'Lightspeed waiter id' }).fill('W-42');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Waiter W-42 assigned to 2 tables')).toBeVisible();

  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BH02');
  const tables = await api<any[]>(request, admin, 'GET', `v1/general/venue/${venue}/tables/all`);
  expect(tables.filter((t) => t.lightspeedWaiterId === 'W-42').map((t) => t.number).sort()).toEqual(['3', '4']);
  await page.screenshot({ path: 'test-results/waiter-assigned.png' });
  expect(errors).toEqual([]);
});

test('the company form says a company code is already taken, except its own', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BM01');
  const [company] = await api<any[]>(request, admin, 'GET', `v1/dnd/company/venue/${venue}`);
  await login(page, 'admin@example.com');
  await page.goto('/company');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await page.goto(`/company/${company._id}/edit`);
  const code = page.getByRole('textbox', { name: 'Company code' });
  await expect(code).toHaveValue(company.companyCode);
  // LUNCH2 belongs to the company of another venue.
  await code.fill('LUNCH2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This value is already taken')).toBeVisible();
  await page.screenshot({ path: 'test-results/company-code-taken.png' });
  // Its own code is not "taken": the check excepts the edited company.
  await code.fill(company.companyCode);
  await expect(page.getByText('This value is already taken')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name' }).fill(`${company.name} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/company$/);
  expect(errors).toEqual([]);
});

test('an admin uploads a customer group template from the create form, then opens and replaces it', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/customerGroupProprty/create');
  const name = `invoice-${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Template name' }).fill(name);
  await page.getByRole('combobox', { name: 'Customer group' }).click();
  await page.getByRole('option', { name: 'Demo Burger Company' }).click();
  await page.getByLabel('Template file').setInputFiles({ name: 'invoice.html', mimeType: 'text/html', buffer: Buffer.from('<html><body><h1>Invoice {{number}}</h1></body></html>') });
  await expect(page).toHaveURL(/\/customerGroupProprty\/[0-9a-f]{24}\/edit$/);
  await expect(page.getByText('The file was uploaded.')).toBeVisible();
  const open = page.getByRole('link', { name: 'Open the current file' });
  const href = await open.getAttribute('href');
  const served = await request.get(href!);
  expect(served.headers()['content-type']).toContain('text/html');
  expect(await served.text()).toContain('Invoice {{number}}');
  await page.screenshot({ path: 'test-results/template-uploaded.png' });

  // An image is refused with a translated message; a PDF replaces the template.
  await page.getByLabel('Template file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') });
  await expect(page.getByText('Only PDF, HTML or plain text files are allowed as templates.')).toBeVisible();
  await page.getByLabel('Template file').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByRole('link', { name: 'Open the current file' })).not.toHaveAttribute('href', href!);
  expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
});

test('delivery provider and external order provider settings are edited on their venue tab', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BA03');
  await login(page, 'admin@example.com');
  await page.goto(`/venue/${venue}/edit`);
  await page.getByRole('tab', { name: 'Delivery providers' }).click();
  await page.getByRole('textbox', { name: 'Store id' }).fill('store-77');
  await page.getByRole('combobox', { name: 'Dispatch mode' }).click();
  await page.getByRole('option', { name: 'Own delivery' }).click();
  await page.getByRole('combobox', { name: 'Article dependency mode' }).click();
  await page.getByRole('option', { name: 'Ignore only the dependency' }).click();
  // The innermost fieldset holding the label: the Uber Direct block inside "Delivery providers".
  const uber = page.locator('fieldset').filter({ has: page.getByText('Uber Direct', { exact: true }) }).last();
  await uber.getByRole('switch', { name: 'Enabled' }).check();
  await uber.getByRole('textbox', { name: 'Account id' }).fill('ud-77');
  await page.screenshot({ path: 'test-results/delivery-providers-tab.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated/i).first()).toBeVisible();

  const stored = await api(request, admin, 'GET', `v1/general/venue/${venue}`);
  expect(stored.externalOrderProviders).toMatchObject({ storeId: 'store-77', dispatchMode: 'own_delivery', articleDependencyMode: 'ignore_dependency_only' });
  expect(stored.deliveryProviders.uberDirect).toMatchObject({ enabled: true, id: 'ud-77' });
  expect(errors).toEqual([]);
});
