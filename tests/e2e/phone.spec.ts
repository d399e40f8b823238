import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, settle } from './axe';
import { consoleErrors, login } from './helpers';

/**
 * Issue 11, phone (390×844): the main journeys (sign in, choose a venue, open a list, open an
 * edit form, switch the language) never scroll sideways, and the app bar keeps the title, the
 * venue switcher and the language picker visible side by side.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await settle(page);
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${where} scrolls sideways (${scroll} > ${client})`).toBeLessThanOrEqual(client);
}

async function box(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const b = await locator.boundingBox();
  expect(b, what).not.toBeNull();
  return { what, ...b! };
}

/** The title, venue switcher and language picker are on screen, inside the bar, and apart. */
async function expectAppBarUsable(page: Page, title: RegExp): Promise<void> {
  const bar = page.getByRole('banner');
  const parts = [
    await box(bar.locator('#react-admin-title'), 'title'),
    await box(bar.getByTestId('active-venue-button'), 'venue switcher'),
    await box(bar.getByTestId('language-picker'), 'language picker'),
  ];
  await expect(bar.locator('#react-admin-title')).toHaveText(title);
  for (const p of parts) {
    expect(p.x, `${p.what} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(p.x + p.width, `${p.what} ends on screen`).toBeLessThanOrEqual(390);
  }
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const [a, b] = [parts[i], parts[j]];
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `${a.what} and ${b.what} overlap`).toBe(true);
    }
  }
}

test('on a phone the main journeys fit the screen and the app bar stays usable', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expectNoSidewaysScroll(page, 'login');
  await login(page, 'admin@example.com');
  await expectNoSidewaysScroll(page, 'dashboard');
  await expectAppBarUsable(page, /dashboard/i);

  // Choose the venue through the app bar's venue switcher.
  await page.getByTestId('active-venue-button').click();
  const popover = page.getByRole('dialog', { name: 'Active venue' });
  await expect(popover).toContainText('No venue selected');
  await popover.getByRole('combobox', { name: 'Search venue' }).fill('Mitte');
  await page.getByRole('option', { name: /Burger Mitte/ }).click();
  await expect(popover).toBeHidden();
  await expect(page.getByTestId('active-venue-button')).toHaveAccessibleName('Active venue: Burger Mitte');
  await page.getByTestId('active-venue-button').click();
  await expect(popover.getByTestId('active-venue')).toContainText(/Burger Mitte\s*\(BM01\)/);
  await expectNoAxeViolations(page, 'venue popover on a phone');
  await page.keyboard.press('Escape');

  await page.goto('/table');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'table list');
  await expectAppBarUsable(page, /tables/i);

  await page.goto('/venue');
  await page.getByTestId('active-venue-button').click();
  await page.getByRole('dialog', { name: 'Active venue' }).getByRole('link', { name: 'Burger Mitte' }).click();
  await expect(page).toHaveURL(/\/venue\/[0-9a-f]{24}\/edit$/);
  await expectNoSidewaysScroll(page, 'venue edit form');
  await expectAppBarUsable(page, /.+/);

  for (const path of ['/home', '/dashboard', '/auth/security', '/user/create']) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
  }

  // Switch the language from the compact picker; the bar stays usable in German.
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('language-picker')).toHaveAccessibleName('Sprache: Deutsch');
  await page.goto('/dashboard');
  await expectNoSidewaysScroll(page, 'dashboard in German');
  await expectAppBarUsable(page, /.+/);
  // the user menu's icon button is named in German too (react-admin names it "Profile" unless
  // its label is a catalogue key), and MUI's own labels are German
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profil', exact: true })).toBeVisible();
  await page.goto('/venue');
  await expect(page.getByRole('button', { name: 'Zur nächsten Seite' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard on a phone in German');
  expect(errors).toEqual([]);
});
