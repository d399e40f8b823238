import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * Spec part 1 §2: each route of the platform area renders for a user holding its permission and
 * shows one lacking it the forbidden message inside the app. The admin holds everything; staff@example.com holds
 * only venue.view and dnd.company.view (one venue through a label).
 */
interface RouteCase {
  path: string;
  /** staff may open it */
  staff: boolean;
}

async function routes(request: APIRequestContext): Promise<RouteCase[]> {
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BM01');
  const first = async (path: string) => (await api<any[]>(request, admin, 'GET', path))[0]._id as string;
  const label = await first('v1/general/venueLabel');
  const company = await first(`v1/dnd/company/venue/${venue}`);
  const table = await first(`v1/general/venue/${venue}/tables`);
  const user = await first('v1/auth/user?email[]=operator@example.com');
  const role = (await api<any[]>(request, admin, 'GET', 'v1/auth/role?limit=100')).find((r) => !r.isSystem)._id as string;
  const group = await first('v1/general/customergroup');
  const property = (await api(request, admin, 'POST', 'v1/general/customergroupproperty', { groupId: group, templateName: `route-check-${Date.now()}` }))._id as string;
  return [
    { path: '/home', staff: true },
    { path: '/dashboard', staff: false },
    // every signed-in user changes their own password there
    { path: '/auth/security', staff: true },
    { path: '/auditing', staff: false },
    { path: '/enrollments', staff: false },
    { path: '/venue', staff: true },
    { path: '/venue/create', staff: false },
    { path: '/venue/create/simple', staff: false },
    { path: `/venue/${venue}/edit`, staff: false },
    { path: `/venue/${venue}/edit/simple`, staff: false },
    { path: `/venue/${venue}/panic`, staff: false },
    { path: `/venue/${venue}/verify`, staff: false },
    { path: `/venue/${venue}/publish`, staff: false },
    { path: '/venueLabel', staff: false },
    { path: '/venueLabel/create', staff: false },
    { path: `/venueLabel/${label}/edit`, staff: false },
    { path: '/company', staff: true },
    { path: '/company/create', staff: false },
    { path: `/company/${company}/edit`, staff: false },
    { path: '/table', staff: false },
    { path: '/table/create', staff: false },
    { path: `/table/${table}/edit`, staff: false },
    { path: '/printer', staff: false },
    { path: '/printer/edit', staff: false },
    { path: '/user', staff: false },
    { path: '/user/create', staff: false },
    { path: '/user/create/simple', staff: false },
    { path: `/user/${user}/edit`, staff: false },
    { path: `/user/${user}/edit/simple`, staff: false },
    { path: '/role', staff: false },
    { path: '/role/create', staff: false },
    { path: `/role/${role}/edit`, staff: false },
    { path: '/customerGroupProprty', staff: false },
    { path: '/customerGroupProprty/create', staff: false },
    { path: `/customerGroupProprty/${property}/edit`, staff: false },
    { path: '/maintenance', staff: false },
    { path: '/userExport', staff: false },
    { path: '/activityLogExport', staff: false },
  ];
}

/** Opens a route and lets its access check and first loads settle (some screens poll, so bounded). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#main-content').or(page.getByText('Missing rights')).first(), path).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

async function expectPage(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByText('Missing rights'), path).toHaveCount(0);
  await expect(page.getByText('Page not found'), path).toHaveCount(0);
}

/** The forbidden message in place: the address stays, the app's menu stays around it. */
async function expectForbidden(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page.getByText('Missing rights').first(), path).toBeVisible();
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByRole('navigation', { name: 'Main menu' }), path).toBeVisible();
}

test('every platform route renders for the admin', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const list = await routes(request);
  await login(page, 'admin@example.com');
  // Venue-bound screens need an active venue; choose it once.
  await page.goto('/table');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  for (const r of list) await expectPage(page, r.path);
  expect(errors).toEqual([]);
});

test('staff sees its own routes and the forbidden message on the others', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const list = await routes(request);
  await login(page, 'staff@example.com');
  for (const r of list) {
    if (r.staff) await expectPage(page, r.path);
    else await expectForbidden(page, r.path);
  }
  expect(errors).toEqual([]);
});
