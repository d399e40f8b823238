import path from 'node:path';
import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('the admin starts a master-to-slaves sync from /sync/create, follows it and finds it on /sync', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const master = await venueId(request, admin, 'BM01');
  // A slave of its own (a copy of the master), so the demo venues stay as they are; one of its prices differs.
  const copy = await api(request, admin, 'POST', 'v1/sync/venue/copy', { venue: master, name: 'Sync Slave E2E' });
  await expect.poll(async () => (await api(request, admin, 'GET', `v1/sync/jobs/${copy._id}`)).status, { timeout: 60_000 }).toBe('done');
  const slave = (await api(request, admin, 'GET', `v1/sync/jobs/${copy._id}`)).targetVenue as string;
  const [article] = await api<any[]>(request, admin, 'GET', `v1/foodcard/article/venue/${slave}?limit=1`);
  await api(request, admin, 'PATCH', `v1/foodcard/article/${article._id}`, { price: 99.99 });
  await login(page, 'admin@example.com');

  await page.goto('/sync/create');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sync venues' })).toBeVisible();
  await main.getByRole('combobox', { name: 'Master venue' }).fill('Burger Mitte');
  await page.getByRole('option', { name: /^Burger Mitte \(BM01\)/ }).click();
  await main.getByRole('combobox', { name: 'Slave venues' }).fill('Sync Slave E2E');
  await page.getByRole('option', { name: /^Sync Slave E2E/ }).click();
  // only the changed article's category (the filter the call stores with the job)
  const category = await api(request, admin, 'GET', `v1/foodcard/category/${(await api(request, admin, 'GET', `v1/foodcard/article/${article._id}`)).category}`);
  const masterCategory = (await api<any[]>(request, admin, 'GET', `v1/foodcard/category/venue/${master}?limit=500`)).find((c) => c.name.de === category.name.de);
  await main.getByRole('combobox', { name: 'Only these categories' }).fill(category.name.en ?? category.name.de);
  await page.getByRole('option', { name: category.name.en ?? category.name.de, exact: true }).click();
  await main.getByRole('radio', { name: 'Deactivate them (soft)' }).check();
  await page.screenshot({ path: path.join(info.outputDir, 'sync-create-desktop.png'), fullPage: true });
  await main.getByRole('button', { name: 'Start sync' }).click();
  // The worker runs the job; the screen follows its progress and lists what it did in the slave.
  await expect(main.getByTestId('sync-job-watch')).toContainText('(Done)', { timeout: 60_000 });
  await expect(main.getByTestId('sync-job-entries')).toContainText('Sync Slave E2E: Articles: 1 updated');
  await page.screenshot({ path: path.join(info.outputDir, 'sync-create-done-desktop.png'), fullPage: true });
  const synced = await api(request, admin, 'GET', `v1/foodcard/article/${article._id}`);
  expect(synced.price).not.toBe(99.99);
  expect((await api(request, admin, 'GET', `v1/general/venue/${slave}`)).masterId).toBe(master);

  // The job list shows it, done; its row opens the job.
  await page.goto('/sync');
  const row = page.locator('tbody tr').filter({ hasText: 'Master/slave sync' }).first();
  await expect(row).toContainText('Done');
  await row.click();
  await expect(page).toHaveURL(/\/sync\/[0-9a-f]{24}\/show$/);
  await expect(main.getByText('"deleteMode": "soft"')).toBeVisible();
  await expect(main.getByText(masterCategory._id)).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'sync-jobs-sync-desktop.png'), fullPage: true });

  // A venue under sync says so; the slave's own sync screen too. The lock is lifted again by the sync flags.
  await api(request, admin, 'PATCH', `v1/general/venue/${slave}`, { syncInProgress: true });
  await page.goto(`/venue/${slave}/edit`);
  await expect(page.getByTestId('venue-sync-in-progress')).toHaveText('Sync in progress');
  await page.getByRole('link', { name: 'Sync', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Sync Sync Slave E2E from its master' })).toBeVisible();
  await expect(main.getByText('Brings the foodcard of the master Burger Mitte to this venue.')).toBeVisible();
  await expect(main.getByRole('alert').filter({ hasText: 'Sync in progress' })).toBeVisible();
  await api(request, admin, 'PATCH', `v1/general/venue/${slave}`, { syncPossible: true, syncInProgress: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sync/create');
  await expect(main.getByRole('heading', { name: 'Sync venues' })).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'sync-create-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('a master here syncs its slave in the other environment, chosen from that environment\'s venues', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const master = await venueId(request, admin, 'BM01');
  // the slave: a copy of the master made in prod (the demo's second embedded database), one price changed there
  const copy = await api(request, admin, 'POST', 'v1/sync/venue/copy', { venue: master, name: `Prod Slave ${Date.now().toString(36)}`, targetEnvironment: 'prod' });
  await expect.poll(async () => (await api(request, admin, 'GET', `v1/sync/jobs/${copy._id}`)).status, { timeout: 60_000 }).toBe('done');
  const slave = (await api(request, admin, 'GET', `v1/sync/jobs/${copy._id}`)).targetVenue as string;
  const prodVenues = await api<any[]>(request, admin, 'GET', 'v1/general/venue/list?environment=prod&limit=1000');
  const slaveName = prodVenues.find((v) => v._id === slave).name as string;
  await login(page, 'admin@example.com');

  await page.goto('/sync/create');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Master venue' }).fill('Burger Mitte');
  await page.getByRole('option', { name: /^Burger Mitte \(BM01\)/ }).click();
  await main.getByRole('combobox', { name: 'Slaves in the environment' }).click();
  await page.getByRole('option', { name: 'Production' }).click();
  await main.getByRole('combobox', { name: 'Slave venues' }).fill(slaveName);
  await page.getByRole('option', { name: new RegExp(`^${slaveName}`) }).click();
  await page.screenshot({ path: path.join(info.outputDir, 'sync-create-prod-desktop.png'), fullPage: true });
  await main.getByRole('button', { name: 'Start sync' }).click();
  await expect(main.getByTestId('sync-job-watch')).toContainText('(Done)', { timeout: 60_000 });
  const jobs = await api<any[]>(request, admin, 'GET', 'v1/sync/jobs?sortBy=createdAt&sortOrder=desc&limit=1');
  expect(jobs[0]).toMatchObject({ handler: 'venueSync', sourceEnvironment: 'dev', targetEnvironment: 'prod', targetVenue: slave, status: 'done' });
  // the lock there is lifted; the slave there keeps no master of this environment
  const after = (await api<any[]>(request, admin, 'GET', 'v1/general/venue/list?environment=prod&limit=1000')).find((v) => v._id === slave);
  expect(after.syncInProgress).toBe(false);
  expect(after.masterId ?? null).toBeNull();
  expect(errors).toEqual([]);
});
