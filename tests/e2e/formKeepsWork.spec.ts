import { expect, test } from './fixtures';
import type { APIRequestContext, Dialog, Page } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/** A 1×1 PNG, the smallest image the server's content check accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Prepared {
  token: string;
  venue: string;
  tag: string;
  category: string;
  group: string;
}

/** Its own category and option group in Burger Altstadt, named so they clash with nothing. */
async function prepare(request: APIRequestContext): Promise<Prepared> {
  const token = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, token, 'BA03');
  const tag = `KW${Date.now().toString(36).slice(-5)}`;
  const category = (await api(request, token, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: `${tag} Kategorie`, en: `${tag} Category` }, sortOrder: 990000 }))._id;
  const group = (await api(request, token, 'POST', `v1/foodcard/option/venue/${venue}`, { name: { de: `${tag} Soße`, en: `${tag} Sauce` }, requiredAmount: 1 }))._id;
  return { token, venue, tag, category, group };
}

/** Signs in as admin, makes Burger Altstadt the active venue (the first visit asks) and opens `path`. */
async function openInVenue(page: Page, path: string) {
  await login(page, 'admin@example.com');
  await page.goto('/category');
  const selector = page.getByRole('dialog', { name: 'Select a venue' });
  if (await selector.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
    await selector.getByText('Burger Altstadt').click();
    await expect(selector).toBeHidden();
  }
  if (path !== '/category') await page.goto(path);
}

let data: Prepared;
test.beforeAll(async ({ request }) => {
  data = await prepare(request);
});

test('leaving a changed form through the menu asks first, and keeps the change when the user stays', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, `/category/${data.category}/edit`);
  const name = page.getByRole('textbox', { name: 'Name (DE)' });
  await expect(name).not.toHaveValue('');
  await name.fill(`${data.tag} Changed`);
  const articles = page.locator('[class*="RaSidebar"] a[href="/article"]');

  const asked: string[] = [];
  // counted once answered: the question blocks the page until then, and a click sent meanwhile
  // would reach it only after the answer
  page.once('dialog', async (d) => { await d.dismiss(); asked.push(d.message()); });
  await articles.click();
  await expect.poll(() => asked.length).toBe(1);
  // The app handles the answer on its next render (react-admin's unsaved-changes hook resets the
  // router's blocker there); a second click before it is a navigation blocked while the hook still
  // sees the first one as pending, and nothing asks. A person cannot click within that frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(asked[0]).toMatch(/weren't saved/i);
  await expect(page).toHaveURL(new RegExp(`/category/${data.category}/edit`));
  await expect(name).toHaveValue(`${data.tag} Changed`);

  // the user answers "leave" to whatever is asked now (a question still on its way from the first
  // click would otherwise take the answer, and the real one would be declined)
  const leave = (d: Dialog) => void d.accept();
  page.on('dialog', leave);
  await articles.click();
  await expect(page).toHaveURL(/\/article$/);
  page.off('dialog', leave);
  // nothing was saved
  const stored = await api(request, data.token, 'GET', `v1/foodcard/category/${data.category}`);
  expect(JSON.stringify(stored.name)).not.toContain('Changed');
  expect(errors).toEqual([]);
});

test('an option article created from its group returns to the group, and the toast names it', async ({ page, request }) => {
  await openInVenue(page, `/option/${data.group}/edit`);
  await page.getByTestId('option-articles').getByRole('link', { name: 'Add option article' }).click();
  await expect(page).toHaveURL(/\/optionArticle\/create/);
  // the form is ready once it shows the group it was opened from
  await expect(page.getByRole('combobox', { name: 'Option group' })).toHaveValue(`${data.tag} Sauce`);
  await page.getByRole('textbox', { name: 'Name (DE)' }).fill(`${data.tag} Ketchup`);
  await page.getByRole('textbox', { name: 'Price' }).first().fill('0,50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/option/${data.group}/edit`));
  await expect(page.getByText(new RegExp(`"${data.tag} Ketchup" created`))).toBeVisible();
  await expect(page.getByTestId('option-articles')).toContainText(`${data.tag} Ketchup`);
});

test('an image chosen on create is stored with the new record; an incomplete form says the spec\'s text', async ({ page, request }) => {
  await openInVenue(page, '/category');
  await page.getByRole('link', { name: 'Create' }).first().click();
  await expect(page).toHaveURL(/\/category\/create/);
  // a required field left empty: the spec's message; filling it in then saves
  await page.getByRole('textbox', { name: 'Sort order' }).or(page.getByRole('spinbutton', { name: 'Sort order' })).first().fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill out the form.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name (DE)' }).fill(`${data.tag} With image`);
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('photo.png is uploaded when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // opened from the list: back on the list
  await expect(page).toHaveURL(/\/category$/);
  await expect(page.getByText(new RegExp(`"${data.tag} With image" created`))).toBeVisible();
  const list = await api<any[]>(request, data.token, 'GET', `v1/foodcard/category/venue/${data.venue}?limit=500`);
  const created = list.find((c) => JSON.stringify(c.name).includes(`${data.tag} With image`));
  expect(created?.image).toMatch(/\S+/);
});

test('a delete from the edit page offers Undo, and Undo keeps the record', async ({ page, request }) => {
  await openInVenue(page, `/category/${data.category}/edit`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/category$/);
  await expect(page.getByText(/Category ".*" deleted/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
  const stored = await api(request, data.token, 'GET', `v1/foodcard/category/${data.category}`);
  expect(stored._id).toBe(data.category);
});
