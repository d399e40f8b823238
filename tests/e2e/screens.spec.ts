import { expect, test } from '@playwright/test';
import { api, apiToken } from './api';
import { consoleErrors, login } from './helpers';

test('the audit log reads as sentences naming the record and shows the before and after of a change', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  // A change to audit: a new role renamed once.
  const name = `Audit role ${Date.now() % 100000}`;
  await page.goto('/role/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Slug' }).fill(`audit_${Date.now() % 100000}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/role(\/[0-9a-f]{24})?$/);
  await page.goto('/role');
  await page.getByText(name, { exact: true }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${name} renamed`).first()).toBeVisible();

  await page.goto('/auditing');
  const row = page.locator('tbody tr').filter({ hasText: `Admin changed role “${name} renamed”` }).first();
  await expect(row.getByRole('link', { name: `${name} renamed` })).toHaveAttribute('href', /#?\/role\/[0-9a-f]{24}/);
  await row.getByText(/\d{2}\/\d{2}\/\d{4}/).click();
  const changes = page.getByTestId('audit-changes');
  const nameRow = changes.locator('tr[data-field="name"]');
  await expect(nameRow).toContainText(name);
  await expect(nameRow).toContainText(`${name} renamed`);
  await expect(changes.getByRole('columnheader', { name: 'Before' })).toBeVisible();
  // The record's title as it was when each entry was written: the create names the old name.
  await expect(page.locator('tbody tr').filter({ hasText: `Admin created role “${name}”` }).first()).toBeVisible();

  // In German the sentence is German and dates use the German format.
  await page.evaluate(() => localStorage.setItem('locale', 'de'));
  await page.reload();
  const de = page.locator('tbody tr').filter({ hasText: `Admin hat Rolle „${name} renamed“ geändert` }).first();
  await expect(de).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  // Records read below their venue (invoices) link their title too, with no venue selected.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/auditing?filter=${encodeURIComponent(JSON.stringify({ resource: 'transaction' }))}`);
  const invoice = page.locator('tbody tr').filter({ hasText: 'invoice' }).first();
  await expect(invoice.getByRole('link')).toHaveAttribute('href', /\/billing\/[0-9a-f]{24}/);
  await expect(page.locator('tbody [data-testid="ErrorIcon"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the role editor names permissions readably, fills the slug from the name until it is edited, and users show role names', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/role/create');
  const name = page.getByRole('textbox', { name: 'Name' });
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await name.fill('Schichtleitung Küche');
  await expect(slug).toHaveValue('schichtleitung_kueche');
  await name.fill('Shift lead');
  await expect(slug).toHaveValue('shift_lead');
  await slug.fill('lead_custom');
  await name.fill('Shift lead bar');
  await expect(slug).toHaveValue('lead_custom');

  // Groups and permissions carry readable names; the search finds them by those names.
  const tables = page.getByTestId('permission-group-table');
  await expect(tables).toContainText('Tables');
  await page.getByRole('textbox', { name: 'Search permissions' }).fill('Export');
  await expect(tables.getByText('Export', { exact: true })).toBeVisible();
  await tables.getByRole('checkbox', { name: /^Export/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/role$/);
  await expect(page.locator('tbody tr').filter({ hasText: 'Shift lead bar' })).toContainText('lead_custom');

  // The user list names each user's role.
  await page.goto('/user');
  await expect(page.locator('tbody')).toContainText('Venue operator');
  await expect(page.locator('tbody')).toContainText('Brand manager');
  await expect(page.getByRole('cell', { name: 'operator', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an operator\'s home lists their venues, shortcuts to their screens and their recent actions', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'operator@example.com');
  await page.goto('/home');
  const venues = page.getByTestId('home-venues');
  await expect(venues.getByRole('button')).toHaveCount(2);
  await expect(venues).toContainText('Burger Mitte');
  // Shortcuts are the operator's menu entries: tables yes, roles (no right) no.
  const shortcuts = page.getByTestId('home-shortcuts');
  await expect(shortcuts.getByRole('link', { name: 'Tables' })).toBeVisible();
  await expect(shortcuts.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  // A venue picked here becomes the active one, and a shortcut opens its screen.
  await venues.getByRole('button', { name: /Burger Mitte/ }).click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await shortcuts.getByRole('link', { name: 'Tables' }).click();
  await expect(page).toHaveURL(/\/table$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('publishing without hours links to the opening hours tab, where one day is copied to all days and saved', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const readableId = `OH${Date.now() % 100000}`;
  const venue = await api(request, token, 'POST', 'v1/general/venue', { name: `Hours ${readableId}`, readableId });
  await login(page, 'admin@example.com');

  await page.goto(`/venue/${venue._id}/publish`);
  await page.getByRole('button', { name: 'Yes' }).click();
  const missing = page.getByTestId('venue-step-missing');
  await expect(missing).toContainText('Please set opening hours first!');
  await missing.getByRole('link', { name: 'Please set opening hours first!' }).click();
  await expect(page).toHaveURL(new RegExp(`/venue/${venue._id}/edit/openingHours$`));
  await expect(page.getByRole('tab', { name: 'Opening hours' })).toHaveAttribute('aria-selected', 'true');

  const monday = page.locator('[class*="ra-input-openingHours.regular.monday"]');
  await monday.getByRole('button', { name: 'Add' }).click();
  await page.locator('input[name="openingHours.regular.monday.0.from"]').fill('08:00');
  await page.locator('input[name="openingHours.regular.monday.0.to"]').fill('16:30');
  await page.getByRole('button', { name: 'Copy to all days: Monday' }).click();
  await expect(page.locator('input[name="openingHours.regular.sunday.0.to"]')).toHaveValue('16:30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/venue$/);
  const saved = await api(request, token, 'GET', `v1/general/venue/${venue._id}`);
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
    expect(saved.openingHours.regular[day], day).toEqual([{ from: '08:00', to: '16:30' }]);
  }
  // the refused publish call is the one expected failure the browser logs
  expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
});

test('the venue\'s general tab is in titled sections and the checkout integration is a form that saves and reloads', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/venue');
  await page.locator('tbody tr').filter({ hasText: 'Burger Mitte' }).first().getByText('Burger Mitte', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/venue\/[0-9a-f]{24}\/edit$/);
  const id = /\/venue\/([0-9a-f]{24})/.exec(page.url())![1];
  for (const title of ['Identity', 'Address', 'Contact', 'Tax and legal', 'Flags', 'Provision']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  // Two columns on a wide screen: name and full name side by side.
  const name = await page.locator('input[name="name"]').boundingBox();
  const fullName = await page.locator('input[name="fullName"]').boundingBox();
  expect(Math.abs(name!.y - fullName!.y)).toBeLessThan(5);
  expect(fullName!.x).toBeGreaterThan(name!.x + name!.width);
  // Venue-bound references (trade groups) read below the edited venue, with no venue active.
  await expect(page.getByRole('combobox', { name: 'Trade groups' })).toBeVisible();
  await expect(page.getByText(/works on one venue/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Checkout integration' }).click();
  await expect(page).toHaveURL(new RegExp(`/venue/${id}/edit/checkoutIntegration$`));
  const form = page.getByTestId('checkout-integration');
  await form.getByRole('combobox', { name: 'Integration type' }).fill('simphony');
  await form.getByRole('textbox', { name: 'Service URL' }).fill('https://pos.example.com');
  await form.getByRole('textbox', { name: 'Excluded tenders' }).fill('cash,,card');
  await form.getByRole('spinbutton', { name: 'Fire time' }).fill('7');
  await form.getByRole('switch', { name: 'Multi-conventional' }).check();
  await form.getByRole('button', { name: 'Save checkout integration' }).click();
  await expect(form).toContainText('Enter values separated by commas');
  await form.getByRole('textbox', { name: 'Excluded tenders' }).fill('cash, gift card');
  await form.getByRole('button', { name: 'Save checkout integration' }).click();
  await expect(page.getByText('The checkout integration has been saved.')).toBeVisible();

  await page.reload();
  await expect(form.getByRole('combobox', { name: 'Integration type' })).toHaveValue('simphony');
  await expect(form.getByRole('textbox', { name: 'Service URL' })).toHaveValue('https://pos.example.com');
  await expect(form.getByRole('textbox', { name: 'Excluded tenders' })).toHaveValue('cash, gift card');
  await expect(form.getByRole('spinbutton', { name: 'Fire time' })).toHaveValue('7');
  await expect(form.getByRole('switch', { name: 'Multi-conventional' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a QR export of a few tables goes through the downloads tray and is saved from there', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/table');
  const selector = page.getByRole('dialog');
  await selector.getByText('Burger Mitte').click();
  await expect(selector).toBeHidden();
  const rows = page.locator('tbody tr');
  for (const n of ['1', '2']) await rows.filter({ has: page.getByRole('cell', { name: n, exact: true }) }).getByRole('checkbox').first().check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export QR codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tables-qr.pdf');
  await page.getByTestId('downloads-tray').click();
  const tray = page.getByRole('presentation').filter({ hasText: 'Table QR codes' });
  await expect(tray).toContainText('tables-qr.pdf');
  await expect(tray.getByRole('button', { name: 'Download' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('dark mode follows the system until switched in the user menu, and the choice is remembered', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const isDark = async () => {
    const [r, g, b] = ((await background()).match(/\d+/g) ?? []).map(Number);
    return r + g + b < 200;
  };
  await login(page, 'admin@example.com');
  await expect.poll(isDark).toBe(true);
  await page.getByRole('button', { name: 'Profile' }).click();
  const item = page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await item.click();
  await expect.poll(isDark).toBe(false);
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect.poll(isDark).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

test('a user changes their own password: a wrong current one is refused in their language, the new one signs in', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const n = Date.now() % 100000;
  await api(request, token, 'POST', 'v1/auth/role', { name: `Self service ${n}`, slug: `self_service_${n}`, permissions: ['user.password.change'] });
  const email = `self${n}@example.com`;
  await api(request, token, 'POST', 'v1/auth/user', { name: 'Self Service', email, password: 'Secret123', role: `self_service_${n}` });
  await login(page, email);
  await page.evaluate(() => localStorage.setItem('locale', 'de'));
  await page.goto('/auth/security');
  await page.getByLabel('Aktuelles Passwort').fill('Wrong1234');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Changed123');
  await page.getByLabel('Neues Passwort wiederholen').fill('Changed123');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();

  await page.getByLabel('Aktuelles Passwort').fill('Secret123');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  // This session goes on with the new token.
  await page.goto('/home');
  await expect(page.getByTestId('home-shortcuts-card')).toBeVisible();
  await page.context().clearCookies();
  await login(page, email, 'Changed123');
  expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
});
