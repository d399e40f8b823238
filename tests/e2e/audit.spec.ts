import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

/**
 * Issue 24: the audit log on a phone reads as sentences (who did what to which record, mode
 * switches named), before/after names referenced records, and no record id shows anywhere.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the audit log reads as sentences with names, never ids, in English and German', async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = consoleErrors(page);
    const admin = await apiToken(request, 'admin@example.com');
    const group = (await api<any[]>(request, admin, 'GET', 'v1/general/customergroup?limit=100')).find((g) => g.slug === 'demo_burger');
    const name = `Pat Audit ${Date.now() % 100000}`;
    const user = await api(request, admin, 'POST', 'v1/auth/user', { name, email: `pat${Date.now() % 100000}@example.com`, password: 'Secret123', role: 'staff', customerGroup: group._id });
    await api(request, admin, 'PATCH', `v1/auth/user/${user._id}`, { role: 'operator' });
    // A short switch: other specs run after this one and expect no maintenance banner.
    await api(request, admin, 'POST', 'v1/maintenance/enable');
    await api(request, admin, 'PATCH', 'v1/maintenance/disable');

    await login(page, 'admin@example.com');
    await page.goto('/auditing');
    const entries = page.getByTestId('audit-entry');
    await expect(entries.first()).toContainText('Admin disabled maintenance mode');
    await expect(entries.nth(1)).toContainText('Admin enabled maintenance mode');
    const changed = entries.filter({ hasText: `Admin changed user “${name}”` });
    await expect(changed).toHaveCount(1);
    await expect(changed.getByRole('link', { name })).toHaveAttribute('href', /\/user\/[0-9a-f]{24}/);
    await expect(changed).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // The role's before and after by name, not slug.
    await changed.getByRole('button', { name: 'Show changes' }).click();
    const role = changed.getByTestId('audit-changes').locator('tr[data-field="role"]');
    await expect(role).toContainText('Venue staff');
    await expect(role).toContainText('Venue operator');
    const created = entries.filter({ hasText: `Admin created user “${name}”` });
    await created.getByRole('button', { name: 'Show changes' }).click();
    await expect(created.getByTestId('audit-changes').locator('tr[data-field="customerGroup"]')).toContainText(group.name);
    await expect(page.locator('body')).not.toContainText(/[0-9a-f]{24}/);

    await page.evaluate(() => localStorage.setItem('locale', 'de'));
    await page.reload();
    await expect(entries.first()).toContainText('Admin hat den Wartungsmodus ausgeschaltet');
    await expect(entries.filter({ hasText: `Admin hat Benutzer „${name}“ geändert` })).toHaveCount(1);
    await expect(entries.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(page.locator('body')).not.toContainText(/[0-9a-f]{24}/);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone, a deleted record', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a change naming a record deleted since says so, instead of an empty cell', async ({ page, request }) => {
    const errors = consoleErrors(page);
    const admin = await apiToken(request, 'admin@example.com');
    const venue = await venueId(request, admin, 'BA03');
    const tag = Date.now().toString(36).slice(-5);
    const before = (await api(request, admin, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: `E2E Alt ${tag}` } }))._id;
    const after = (await api(request, admin, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: `E2E Neu ${tag}` } }))._id;
    const name = `E2E Umzug ${tag}`;
    const article = (await api(request, admin, 'POST', `v1/foodcard/article/venue/${venue}`, { name: { de: name }, category: before, price: 2 }))._id;
    await api(request, admin, 'PATCH', `v1/foodcard/article/${article}`, { category: after });
    const removed = await request.delete(`/api/v1/foodcard/category/${before}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(removed.ok(), await removed.text()).toBe(true);

    await login(page, 'admin@example.com');
    await page.goto('/auditing');
    const changed = page.getByTestId('audit-entry').filter({ hasText: `Admin changed article “${name}”` });
    await expect(changed).toHaveCount(1);
    await changed.getByRole('button', { name: 'Show changes' }).click();
    const category = changed.getByTestId('audit-changes').locator('tr[data-field="category"]');
    await expect(category).toContainText('Record no longer exists');
    await expect(category).toContainText(`E2E Neu ${tag}`);
    expect(errors).toEqual([]);
  });
});

test('cup codes name their customer groups, not their ids', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/cupCode');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Demo Burger Company');
  await expect(page.locator('tbody')).not.toContainText(/[0-9a-f]{24}/);
  expect(errors).toEqual([]);
});
