import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Dialog, type Page } from '@playwright/test';
import { login } from './helpers';

/**
 * Spec part 1 §9: after an update a changed app version triggers a reload. The server serves the
 * build's version.json (written by the build beside index.html); when it names another build
 * than the open page runs, the page reloads, once per new build, and not while they agree.
 */
const versionFile = path.resolve(import.meta.dirname, '../../dist/version.json');

/** The user comes back to the tab: the admin asks the server for its build. */
async function tabShownAgain(page: Page): Promise<void> {
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/version.json');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect((await asked).status()).toBe(200);
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

/** The user works on (opens another list in the same page), then the page is checked. */
async function keepsWorking(page: Page, to: string): Promise<void> {
  await page.locator(`[class*="RaSidebar"] a[href="${to}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
}

test('a new build on the server reloads the open admin once, at the next navigation and never under a form being typed in; the same build does not', async ({ page }) => {
  const original = fs.readFileSync(versionFile, 'utf8');
  const served = JSON.parse(original) as { version: string; build: string };
  expect(served.version).toBe('1.4.0');
  await login(page, 'admin@example.com');
  await page.goto('/venue');
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });

  // Same build: the page stays as it is.
  await tabShownAgain(page);
  await keepsWorking(page, '/user');
  expect(await marked(page)).toBe(true);

  try {
    // The user is typing in a form when the check finds the new build: nothing interrupts it.
    await page.goto('/user/create');
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    const name = page.locator('form input[name="name"]');
    await name.fill('Half typed');
    fs.writeFileSync(versionFile, JSON.stringify({ ...served, build: `${served.build}-next` }));
    await tabShownAgain(page);
    await name.press('End');
    await name.pressSequentially(' name');
    await expect(name).toHaveValue('Half typed name');
    expect(await marked(page)).toBe(true);
    // Leaving asks about the unsaved change first (Playwright declines the question): still no reload.
    const venues = page.locator('[class*="RaSidebar"] a[href="/venue"]').first();
    await venues.click();
    await expect(page).toHaveURL(/\/user\/create$/);
    await expect(name).toHaveValue('Half typed name');
    expect(await marked(page)).toBe(true);
    // The user leaves: the next screen opens on the new build.
    // the user answers "leave" to whatever is asked now (a question still on its way from the first
    // click would otherwise take the answer, and the real one would be declined)
    const leave = (dialog: Dialog) => void dialog.accept();
    page.on('dialog', leave);
    const reloaded = page.waitForEvent('load');
    await venues.click();
    await reloaded;
    page.off('dialog', leave);
    expect(await marked(page)).toBe(false);
    await expect(page).toHaveURL(/\/venue$/);
    await expect(page.locator('#main-content tbody tr').first()).toBeVisible();

    // This page still runs the old bundle (the test changed only the file): no reload loop.
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await tabShownAgain(page);
    await keepsWorking(page, '/user');
    expect(await marked(page)).toBe(true);
  } finally {
    fs.writeFileSync(versionFile, original);
  }
});
