import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

/**
 * In the German interface, a brand manager creates a subscription in Burger Mitte, adds it to a
 * subscription category on the category's edit page and removes it again; the server holds what
 * the screen shows after each step.
 */
test('Abonnement anlegen, einer Kategorie hinzufügen und wieder entfernen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  const tag = `Abo${Date.now() % 100000}`;
  const category = await api(request, token, 'POST', 'v1/general/subscriptioncategory', { name: { de: `${tag} Kategorie` }, venues: [venue] });

  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await login(page, 'manager@example.com');

  // The list with the demo subscriptions of the selected venue.
  await page.goto('/subscription');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await expect(page.locator('tbody')).toContainText('Mittags-Abo');
  await expect(page.locator('tbody')).toContainText('49,90');

  // A new subscription, in the form's sections.
  await page.goto('/subscription/create');
  await expect(page.getByText('Preis und Laufzeit')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).first().fill(`${tag} Frühstück`);
  await page.getByRole('textbox', { name: 'Preis' }).first().fill('12,50');
  await page.getByRole('combobox', { name: 'Artikel' }).click();
  await page.getByRole('option', { name: 'Classic Burger' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).not.toHaveURL(/\/create$/);
  const [created] = await api<any[]>(request, token, 'GET', `v1/general/subscription?venue[]=${venue}&q=${tag}`);
  expect(created).toMatchObject({ name: { de: `${tag} Frühstück` }, price: 12.5, venue, unit: 'month', factor: 1 });
  expect(created.articles).toHaveLength(1);

  // Added to the category on its edit page…
  await page.goto(`/subscriptionCategories/${category._id}/edit`);
  const panel = page.getByTestId('category-subscriptions');
  await expect(panel).toContainText('Diese Kategorie enthält noch keine Abonnements.');
  await panel.getByRole('combobox', { name: 'Hinzuzufügendes Abonnement' }).fill(tag);
  await page.getByRole('option', { name: `${tag} Frühstück` }).click();
  await panel.getByRole('button', { name: 'Abonnement hinzufügen' }).click();
  await expect(page.getByText('Das Abonnement wurde hinzugefügt.')).toBeVisible();
  const table = panel.getByRole('table', { name: 'Abonnements dieser Kategorie' });
  await expect(table.getByRole('row', { name: new RegExp(`${tag} Frühstück`) })).toContainText('12,50');
  await expect(table).toContainText('1 × Monat(e)');
  expect((await api(request, token, 'GET', `v1/general/subscriptioncategory/${category._id}`)).subscriptions).toEqual([created._id]);
  await page.screenshot({ path: 'test-results/subscription-category.png', fullPage: true });

  // …and removed again.
  await panel.getByRole('button', { name: `${tag} Frühstück entfernen` }).click();
  await expect(page.getByText('Das Abonnement wurde entfernt.')).toBeVisible();
  await expect(panel).toContainText('Diese Kategorie enthält noch keine Abonnements.');
  expect((await api(request, token, 'GET', `v1/general/subscriptioncategory/${category._id}`)).subscriptions).toEqual([]);

  // The category list shows the demo category.
  await page.goto('/subscriptionCategories');
  await expect(page.locator('tbody')).toContainText('Firmen-Abos');
  expect(errors).toEqual([]);
});
