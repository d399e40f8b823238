import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/** Issue 24: one content-language switcher per form, the venue edit at 1,280 px, one h1 per screen. */

async function venueIdByName(page: Page, token: string, name: string): Promise<string> {
  const venues = await api<any[]>(page.request, token, 'GET', 'v1/general/venue/list');
  return venues.find((v) => v.name === name)._id;
}

async function expectOneH1(page: Page, where: string) {
  await expect(page.locator('h1'), where).toHaveCount(1);
  await expect(page.locator('h1'), where).toHaveText(/\S/);
}

test('the venue edit fits 1,280 × 800 in German, French and English, panic action included', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await apiToken(page.request, 'admin@example.com');
  await login(page, 'admin@example.com');
  const id = await venueIdByName(page, token, 'Burger Mitte');
  for (const [locale, panic] of [['de', 'Panikmodus'], ['fr', 'Mode panique'], ['en', 'Panic mode']]) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    await page.goto(`/venue/${id}/edit`);
    await expect(page.locator('input[name="name"]')).toHaveValue('Burger Mitte');
    const action = page.getByLabel(panic, { exact: true });
    await expect(action, locale).toBeInViewport({ ratio: 1 });
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll, `${locale}: page width`).toBeLessThanOrEqual(client);
    // the right column and the form's buttons end inside the window
    for (const box of [await page.locator('input[name="fullName"]').boundingBox(), await page.locator('form button[type="submit"]').first().boundingBox()]) {
      expect(box!.x + box!.width, locale).toBeLessThanOrEqual(client);
    }
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  expect(errors).toEqual([]);
});

test('a category form has one language switcher; a hidden language with an error is marked; both languages are saved', async ({ page }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(page.request, 'manager@example.com');
  await login(page, 'manager@example.com');
  await page.goto('/category');
  await page.getByRole('dialog').getByText('Burger Hafen').click();
  await expect(page.getByRole('banner')).toContainText('Burger Hafen');
  await page.goto('/category/create');

  const switcher = page.getByRole('tablist', { name: 'Content language' });
  await expect(switcher).toHaveCount(1);
  // one input per field at a time: German first
  const name = (lang: string) => page.locator(`[name="name.${lang}"]`);
  await expect(name('de')).toBeVisible();
  await expect(name('en')).toBeHidden();
  const tag = `Lang${Date.now() % 100000}`;
  await name('de').fill(`${tag} Suppen`);

  // A French text too long for the schema, then back to German: saving fails and the switcher
  // marks French and opens it.
  await switcher.getByRole('tab', { name: /^FR/ }).click();
  await expect(name('fr')).toBeVisible();
  await expect(name('de')).toBeHidden();
  await name('fr').fill('x'.repeat(10001));
  await switcher.getByRole('tab', { name: /^DE/ }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(switcher.getByRole('tab', { name: /^FR.*has errors/ })).toBeVisible();
  await expect(name('fr')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await name('fr').fill('');

  await switcher.getByRole('tab', { name: /^EN/ }).click();
  await expect(name('en')).toBeVisible();
  await name('en').fill(`${tag} Soups`);
  await expect(switcher.getByRole('tab', { name: /^DE.*filled in/ })).toBeVisible();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /foodcard\/category\/venue\//.test(r.url()));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const { data } = await (await created).json();
  await expect(page).not.toHaveURL(/\/create$/);
  const saved = await api(page.request, token, 'GET', `v1/foodcard/category/${data._id}`);
  expect(saved.name).toEqual({ de: `${tag} Suppen`, en: `${tag} Soups` });
  expect(errors).toEqual([]);
});

test('the article\'s simple edit (a single-column form) shows the same one switcher, full width', async ({ page }) => {
  await login(page, 'manager@example.com');
  await page.goto('/article');
  await page.getByRole('dialog').getByText('Burger Hafen').click();
  await page.locator('tbody tr').first().locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/article\/[0-9a-f]{24}\/[0-9a-f]{24}\/edit$/);
  await page.goto(`${page.url()}/simple`);
  const switcher = page.getByRole('tablist', { name: 'Content language' });
  await expect(switcher).toHaveCount(1);
  expect((await switcher.boundingBox())!.width).toBeGreaterThan(300);
  await expect(page.locator('[name="name.de"]')).toBeVisible();
  await switcher.getByRole('tab', { name: /^IT/ }).click();
  await expect(page.locator('[name="name.it"]')).toBeVisible();
  await expect(page.locator('[name="description.it"]')).toBeVisible();
  await expect(page.locator('[name="name.de"]')).toBeHidden();
});

test('every screen has exactly one h1: login, dashboard, list, create, edit, show', async ({ page }) => {
  const token = await apiToken(page.request, 'manager@example.com');
  await page.goto('/');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expectOneH1(page, 'login');
  await login(page, 'manager@example.com');
  await expectOneH1(page, 'dashboard');
  await page.goto('/category');
  await page.getByRole('dialog').getByText('Burger Hafen').click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectOneH1(page, 'list');
  await page.goto('/category/create');
  await expect(page.locator('[name="name.de"]')).toBeVisible();
  await expectOneH1(page, 'create');
  await page.goto('/category');
  await page.locator('tbody tr').first().locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/category\/[0-9a-f]{24}(\/edit)?$/);
  await expect(page.locator('[name="name.de"]')).toBeVisible();
  await expectOneH1(page, 'edit');
  const order = (await api<any[]>(page.request, token, 'GET', 'v2/order/all'))[0];
  await page.goto(`/orders/${order._id}/show`);
  await page.waitForLoadState('networkidle');
  await expectOneH1(page, 'show');
  await page.goto('/security');
  await expectOneH1(page, 'custom page');
  await page.goto('/no-such-screen');
  await expectOneH1(page, 'not found in the shell');
});

test('with no row selected the bulk bar\'s Unselect is out of the tab order; the dark mode item says its state', async ({ page }) => {
  await login(page, 'manager@example.com');
  await page.goto('/category');
  await page.getByRole('dialog').getByText('Burger Hafen').click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unselect' })).toHaveCount(0);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(focused, `Tab ${i + 1}`).not.toBe('Unselect');
  }
  // selected, the button is there and usable
  await page.locator('tbody tr').first().getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Unselect' })).toBeVisible();
  await page.getByRole('button', { name: 'Unselect' }).click();
  await expect(page.getByRole('button', { name: 'Unselect' })).toHaveCount(0);

  const item = page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
  const userMenu = page.getByRole('button', { name: /Profile/ });
  // the item keeps the menu open; reopen it only if it closed
  const open = async () => {
    if (!(await item.isVisible())) await userMenu.click();
  };
  await open();
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.click();
  await open();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await expect(item.locator('.MuiSwitch-switchBase.Mui-checked')).toHaveCount(1);
  await item.click();
  await open();
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
});

test('an edit form mounts a tab or a language when first shown: what was never shown is saved as loaded, what was shown keeps its checks', async ({ page }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(page.request, 'admin@example.com');
  const venue = await venueId(page.request, token, 'BA03');
  const tag = Date.now().toString(36).slice(-5);
  const category = (await api(page.request, token, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: `E2E Lazy ${tag}` } }))._id;
  const article = (await api(page.request, token, 'POST', `v1/foodcard/article/venue/${venue}`, {
    name: { de: `E2E Lazy ${tag}`, it: `E2E Pigro ${tag}` }, category, price: 3.5, nutrition: { portionSize: '250 g', perPortion: { fat: 12.5 } }, manufacturer: 'Hafen GmbH',
  }))._id;
  await login(page, 'admin@example.com');
  await page.goto(`/article/${category}/${article}/edit`);
  const selector = page.getByRole('dialog', { name: 'Select a venue' });
  if (await selector.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
    await selector.getByText('Burger Altstadt').click();
    await expect(selector).toBeHidden();
  }
  await page.locator('[name="name.de"]').fill(`E2E Lazy ${tag} neu`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`"E2E Lazy ${tag} neu" saved`)).toBeVisible();
  let stored = await api(page.request, token, 'GET', `v1/foodcard/article/${article}`);
  expect(stored.name).toEqual({ de: `E2E Lazy ${tag} neu`, it: `E2E Pigro ${tag}` });
  expect(stored.nutrition).toEqual({ portionSize: '250 g', perPortion: { fat: 12.5 } });
  expect(stored.manufacturer).toBe('Hafen GmbH');

  // A tab opened once keeps its inputs and their checks after the user moves on.
  await page.goto(`/article/${category}/${article}/edit`);
  await page.getByRole('tab', { name: /^Nutrition/ }).click();
  await expect(page.locator('[name="manufacturer"]')).toHaveValue('Hafen GmbH');
  await page.locator('[name="manufacturer"]').fill('x'.repeat(201));
  await page.getByRole('tab', { name: /^General/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill out the form.')).toBeVisible();
  await page.getByRole('tab', { name: /^Nutrition/ }).click();
  await page.locator('[name="manufacturer"]').fill('Altstadt KG');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`"E2E Lazy ${tag} neu" saved`)).toBeVisible();
  stored = await api(page.request, token, 'GET', `v1/foodcard/article/${article}`);
  expect(stored.manufacturer).toBe('Altstadt KG');
  expect(stored.nutrition).toEqual({ portionSize: '250 g', perPortion: { fat: 12.5 } });
  expect(errors).toEqual([]);
});
