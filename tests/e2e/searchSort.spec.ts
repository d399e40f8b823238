import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * In the English interface, lists and reference pickers find translatable names by their
 * English text and sort them in English (German where a name has no English text).
 */
test('the English article list finds and sorts articles by their English names; the category picker finds a category by its English name', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const tag = `Q${Date.now() % 100000}`;
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BA03');
  // German and English names in opposite alphabetical order, so the sort shows which one counts.
  const category = await api(request, token, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: `Nachspeisen ${tag}`, en: `Desserts ${tag}` } });
  for (const name of [{ de: `Apfelkuchen ${tag}`, en: `Zesty tart ${tag}` }, { de: `Zimtschnecke ${tag}`, en: `Cinnamon roll ${tag}` }, { de: `Mohnkuchen ${tag}` }]) {
    await api(request, token, 'POST', `v1/foodcard/article/venue/${venue}`, { name, category: category._id, price: 3 });
  }

  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await login(page, 'manager@example.com');
  await page.goto('/article');
  await page.getByRole('dialog').getByText('Burger Altstadt').click();
  await expect(page.getByRole('banner')).toContainText('Burger Altstadt');

  // The category filter is a reference autocomplete: the English name finds it.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Category' }).click();
  const picker = page.getByRole('combobox', { name: 'Category' });
  await picker.fill(`Desserts ${tag}`.slice(0, 12));
  await page.getByRole('option', { name: `Desserts ${tag}` }).click();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);

  // The free-text search matches the English name...
  const search = page.locator('input[name="q"]');
  await search.fill('cinnamon');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Cinnamon roll ${tag}`);
  // ...and the German one.
  await search.fill('zimtschn');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Cinnamon roll ${tag}`);
  await search.fill(tag);
  await expect(rows).toHaveCount(3);

  // The Name column sorts in English, the German name standing in where there is no English one.
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(rows.nth(0)).toContainText(`Cinnamon roll ${tag}`);
  await expect(rows.nth(1)).toContainText(`Mohnkuchen ${tag}`);
  await expect(rows.nth(2)).toContainText(`Zesty tart ${tag}`);

  // A new article's category picker offers the category by its English name too.
  await page.goto('/article/create');
  await page.getByRole('combobox', { name: 'Category' }).fill('dessert');
  await page.getByRole('option', { name: `Desserts ${tag}` }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(`Desserts ${tag}`);
  expect(errors).toEqual([]);
});
