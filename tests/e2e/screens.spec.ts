import { expect, test } from '@playwright/test';
import { consoleErrors, login } from './helpers';

test('the audit log names the action and record and shows the before and after of a change', async ({ page }) => {
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
  await expect(page.getByText(`${name} renamed`)).toBeVisible();

  await page.goto('/auditing');
  const row = page.locator('tbody tr').filter({ hasText: 'Changed' }).filter({ hasText: `${name} renamed` }).first();
  await expect(row).toContainText('Role');
  await expect(row.getByRole('link', { name: `${name} renamed` })).toHaveAttribute('href', /#?\/role\/[0-9a-f]{24}/);
  await row.getByText('Changed', { exact: true }).click();
  const changes = page.getByTestId('audit-changes');
  const nameRow = changes.locator('tr[data-field="name"]');
  await expect(nameRow).toContainText(name);
  await expect(nameRow).toContainText(`${name} renamed`);
  await expect(changes.getByRole('columnheader', { name: 'Before' })).toBeVisible();

  // In German the action and resource are German and dates use the German format.
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
  await page.reload();
  const de = page.locator('tbody tr').filter({ hasText: 'Geändert' }).filter({ hasText: `${name} renamed` }).first();
  await expect(de).toContainText('Rolle');
  await expect(de).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
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
