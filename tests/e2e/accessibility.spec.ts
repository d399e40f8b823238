import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { asksForVenue } from './asksForVenue';
import { expectNoAxeViolations } from './axe';
import { englishLeaks, leakRules, type LeakRules } from './englishLeaks';
import { go, settle } from './settle';
import { login } from './helpers';

/**
 * Issue 11: axe (WCAG 2.1 A and AA) finds nothing on any route, at desktop size. The routes are
 * the sidebar's (so a new entity is covered the day it gets a menu item), each list's create
 * screen and first record, the screens without a menu item, and the public pages.
 * The admin's sweep runs in German and also holds each screen to the translation sweep's rule
 * (no English text, raw key or developer message): one visit per screen serves both checks,
 * where two sweeps used to load every screen twice (./translationSweep.spec.ts keeps French).
 */
test.use({ viewport: { width: 1400, height: 900 } });
// The sweeps are the run's longest tests and share nothing (each signs its own user in): with
// two workers they run side by side instead of one after the other in one worker.
test.describe.configure({ mode: 'parallel' });

type Palette = 'light' | 'dark';

/** What the visits of one sweep are held to: axe always, the language's leak rules where given. */
interface Sweep {
  seen: Set<string>;
  /** the rules of the sweep's language; undefined: axe only */
  leaks?: LeakRules;
  problems: string[];
  /** the palettes every screen is checked in */
  palettes: Palette[];
  /** the palette on show now */
  palette: Palette;
}

const WHITE = 'rgb(255, 255, 255)';
const bodyBackground = (page: Page) => page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * Turns the system preference the theme follows (ThemeMenuItem) to `palette` on the screen as
 * it stands, and waits until the app shows it: the other palette is checked on the same visit,
 * where a second sweep used to load every screen again.
 */
async function showPalette(page: Page, sweep: Sweep, palette: Palette): Promise<void> {
  if (sweep.palette === palette) return;
  const before = await bodyBackground(page);
  await page.emulateMedia({ colorScheme: palette });
  await expect.poll(() => bodyBackground(page), `the app turns ${palette}`).not.toBe(before);
  // a light body would make the dark check a repeat of the light one
  if (palette === 'dark') expect(await bodyBackground(page)).not.toBe(WHITE);
  sweep.palette = palette;
}

/**
 * axe on the screen on show, in each palette of the sweep: the one on show first, so a screen
 * costs one switch. `settled`: the caller has just let the screen settle.
 */
async function axeInEachPalette(page: Page, where: string, sweep: Sweep, settled = false): Promise<void> {
  const order = [sweep.palette, ...sweep.palettes.filter((p) => p !== sweep.palette)];
  for (const palette of order) {
    await showPalette(page, sweep, palette);
    await expectNoAxeViolations(page, sweep.palettes.length > 1 ? `${where} (${palette})` : where, { soft: true, settled: settled && palette === order[0] });
  }
}

/**
 * Checks the screen on show now (reached by a click or by go()), once per path. `leaks`: also
 * for English, on the screens the translation sweep reads (lists, pages, create screens, the
 * record a row's first column opens). `settled` as for axeInEachPalette.
 */
async function checkHere(page: Page, path: string, sweep: Sweep, leaks: boolean, settled = false): Promise<void> {
  if (sweep.seen.has(path)) return;
  sweep.seen.add(path);
  await axeInEachPalette(page, path, sweep, settled);
  // the forbidden message in place: not this user's page, nothing of it to translate
  if (!leaks || !sweep.leaks || (await page.locator('#main-content [data-status="401"]').count())) return;
  for (const leak of await englishLeaks(page, sweep.leaks)) sweep.problems.push(`${path}: ${leak}`);
}

async function check(page: Page, path: string, sweep: Sweep, leaks: boolean): Promise<void> {
  if (sweep.seen.has(path)) return;
  // In-app navigation, as the sidebar does: a reload per screen would double the sweep's time.
  await go(page, path);
  await checkHere(page, path, sweep, leaks, true);
}

/** The sidebar's links: every list and page the signed-in user may open. */
async function menuRoutes(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /menu|menü/i });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  // the translation sweep's reading of the same sidebar, so no link either found is left out
  const sidebar = await page.locator('[class*="RaSidebar"] a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set([...hrefs, ...sidebar])];
}

/**
 * The screen a list's first row opens, checked where the click lands, and the list's create
 * screen, when it has them.
 */
async function checkRecords(page: Page, list: string, sweep: Sweep): Promise<void> {
  const create = (await page.locator(`#main-content a[href$="${list}/create"]`).first().count()) > 0;
  const row = page.locator('#main-content tbody tr').first();
  if ((await row.count()) && !(await row.getByText(/no results/i).count())) {
    const before = page.url();
    await row.locator('td').last().click({ position: { x: 2, y: 2 } }).catch(() => undefined);
    // The app has answered the click once the screen settles; a row that opens nothing used to
    // cost a 3 s wait for an address change that never came.
    await settle(page);
    if (page.url() !== before) await checkHere(page, new URL(page.url()).pathname, sweep, true, true);
  }
  if (create) await check(page, `${list}/create`, sweep, true);
}

/** Screens without a menu item of their own. */
async function extraRoutes(request: APIRequestContext): Promise<string[]> {
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BM01');
  return ['/home', '/dashboard', '/auth/security', `/venue/${venue}/edit/simple`, '/venue/create/simple', `/venue/${venue}/panic`, `/venue/${venue}/verify`, `/venue/${venue}/publish`, '/user/create/simple', '/printer/edit', '/404'];
}

/** Pages the translation sweep always reads, menu item or not. */
const PAGES = ['/home', '/dashboard', '/auth/security', '/article-manager', '/translation', '/foodcard'];

/** One list (or page): itself, the record its first row's second cell opens, its create screen and first record. */
async function checkList(page: Page, list: string, sweep: Sweep): Promise<void> {
  if (sweep.seen.has(list)) return;
  await check(page, list, sweep, true);
  if (sweep.leaks && !(await page.locator('#main-content [data-status="401"]').count())) {
    // the translation sweep's way into a record: a click on the first row's second cell
    // an empty list's row has one cell: no second one to click (the click waited 2 s for it)
    const cell = page.locator('#main-content tbody tr').first().locator('td').nth(1);
    if (await cell.count()) {
      await cell.click({ timeout: 2_000 }).catch(() => undefined);
      await settle(page);
      const now = new URL(page.url()).pathname;
      if (now !== list) {
        await checkHere(page, now, sweep, true, true);
        await go(page, list);
      }
    }
  }
  await checkRecords(page, list, sweep);
}

/**
 * Every screen `email` reaches, each held to axe in each of `palettes` (the first on show from
 * the start); with `locale`, the whole sweep runs in that language and the screens the
 * translation sweep covers are also held to its leak rules.
 */
async function sweep(page: Page, request: APIRequestContext, email: string, { locale, palettes = ['light'] }: { locale?: 'de'; palettes?: Palette[] } = {}): Promise<Sweep> {
  const state: Sweep = { seen: new Set(), leaks: locale && leakRules(locale), problems: [], palettes, palette: palettes[0] };
  await page.emulateMedia({ colorScheme: state.palette });
  if (locale) await page.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
  await login(page, email);
  await axeInEachPalette(page, `${email} start`, state);
  // Venue-bound screens need an active venue: the selector dialog is a screen of its own.
  const selector = page.getByRole('dialog');
  if (await asksForVenue(page, '/table', selector)) {
    await axeInEachPalette(page, 'venue selector', state);
    await selector.getByText('Burger Mitte').click();
  }
  for (const list of [...(locale ? PAGES : []), ...(await menuRoutes(page))]) await checkList(page, list, state);
  for (const path of await extraRoutes(request)) await check(page, path, state, false);
  // The app bar's menus and the downloads tray are screens too.
  await go(page, '/home');
  for (const name of [/downloads/i, /language|sprache/i, /recent|letzte aktionen/i]) {
    const button = page.getByRole('banner').getByRole('button', { name }).first();
    if (!(await button.count())) continue;
    await button.click();
    await axeInEachPalette(page, `app bar ${name}`, state);
    await page.keyboard.press('Escape');
  }
  return state;
}

test('axe finds no WCAG A/AA violation, and no English text or raw key, on any screen of the admin in German', async ({ page, request }) => {
  test.setTimeout(900_000);
  const { seen, problems } = await sweep(page, request, 'admin@example.com', { locale: 'de' });
  expect(seen.size).toBeGreaterThan(30);
  expect(problems).toEqual([]);
});

// The dark palette is a theme of its own: its contrast is checked on the same screens, not
// assumed from the light one. The system preference selects it (ThemeMenuItem); each screen is
// checked in both on one visit.
test('axe finds no WCAG A/AA violation on any screen of a brand manager, in the light and the dark palette', async ({ page, request }) => {
  test.setTimeout(900_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectNoAxeViolations(page, 'dark login', { soft: true });
  // Proves the dark checks run on the dark palette: a light body would make them a repeat.
  expect(await bodyBackground(page)).not.toBe(WHITE);
  const { seen } = await sweep(page, request, 'manager@example.com', { palettes: ['dark', 'light'] });
  expect(seen.size).toBeGreaterThan(5);
});

test('axe finds no WCAG A/AA violation on the public pages', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BM01');
  const group = (await api<any[]>(request, admin, 'GET', 'v1/general/customergroup'))[0];
  const paths = ['/', '/forgot-password', '/reset/not-a-real-token', '/register', `/register/${group._id}`, '/register/venue', '/register/success', `/legal/${venue}/imprint`, `/legal/${venue}/privacy`, '/privacy', '/imprint'];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('body')).not.toBeEmpty();
    await expectNoAxeViolations(page, path, { soft: true });
  }
  // The sign-in form with its errors shown.
  await page.goto('/');
  await page.locator('button[type="submit"]').click();
  await expectNoAxeViolations(page, 'login with errors', { soft: true });
});
