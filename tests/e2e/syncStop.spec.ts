import path from 'node:path';
import { api, apiToken, venueId } from './api';
import { bigFoodcardCsv } from './bigFoodcard';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

/**
 * Issue 28: a sync started from /sync/create, watched on /sync and stopped there. The server's
 * sync worker runs one job at a time, oldest first: a sync started while a large one runs waits
 * (status created) until that one ends, so it is still waiting when the admin stops it. The large
 * one is made here through the API: a master with 2000 articles synced into 20 empty slaves.
 */
test('a sync started from /sync/create waits behind a running one, is stopped on /sync, and its entries say nothing was done', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const auth = { authorization: `Bearer ${admin}` };
  const demo = await venueId(request, admin, 'BM01');
  const group = (await api(request, admin, 'GET', `v1/general/venue/${demo}`)).customerGroup;
  const tag = Date.now().toString(36).slice(-4).toUpperCase();

  // The large sync's master: the demo foodcard with its articles repeated to 2000, imported through the API.
  const exported = await request.get(`/api/v1/foodcard/venue/${demo}/export?format=csv`, { headers: auth });
  expect(exported.ok()).toBe(true);
  // in a brand of their own, so the demo brand's lists (other tests of this server) stay as they were
  const loadBrand = (await api(request, admin, 'POST', 'v1/general/customergroup', { name: `Sync Load ${tag}`, slug: `sync_load_${tag.toLowerCase().replace(/[^a-z]/g, (c) => 'abcdefghij'[Number(c)] ?? 'x')}` }))._id as string;
  const bigMaster = (await api(request, admin, 'POST', 'v1/general/venue', { name: `Big Master ${tag}`, readableId: `BGM${tag}`, customerGroup: loadBrand }))._id as string;
  const imported = await request.post(`/api/v1/foodcard/venue/${bigMaster}/import`, {
    headers: auth, timeout: 120_000, multipart: { file: { name: 'big.csv', mimeType: 'text/csv', buffer: bigFoodcardCsv(await exported.text(), 2000) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect((await imported.json()).data.created.article).toBe(2000);
  const bigSlaves: string[] = [];
  for (let i = 0; i < 20; i++) bigSlaves.push((await api(request, admin, 'POST', 'v1/general/venue', { name: `Big Slave ${tag} ${i}`, readableId: `BS${tag}${i}`, customerGroup: loadBrand }))._id);
  const slave = (await api(request, admin, 'POST', 'v1/general/venue', { name: `Queued Slave ${tag}`, readableId: `QS${tag}`, customerGroup: group }))._id as string;

  await login(page, 'admin@example.com');
  await page.goto('/sync/create');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Master venue' }).fill('Burger Mitte');
  await page.getByRole('option', { name: /^Burger Mitte \(BM01\)/ }).click();
  await main.getByRole('combobox', { name: 'Slave venues' }).fill(`Queued Slave ${tag}`);
  await page.getByRole('option', { name: new RegExp(`^Queued Slave ${tag}`) }).click();

  // The large sync first (the worker takes it), then this one from the screen: it waits behind it.
  const big = await api(request, admin, 'POST', 'v1/sync', { venue: bigMaster, slaves: bigSlaves, mode: 'masterToSlaves', deleteMode: 'ignore' });
  await main.getByRole('button', { name: 'Start sync' }).click();
  await expect(main.getByTestId('sync-job-watch')).toContainText('(Waiting)', { timeout: 30_000 });
  await page.screenshot({ path: path.join(info.outputDir, 'sync-stop-waiting-desktop.png'), fullPage: true });

  // On /sync: the large one runs, ours waits; ours is stopped there.
  const [ours] = await api<any[]>(request, admin, 'GET', 'v1/sync/jobs?sortBy=createdAt&sortOrder=desc&limit=1');
  expect(ours).toMatchObject({ handler: 'venueSync', venue: demo, targetVenue: slave });
  await page.goto('/sync');
  const row = (id: string) => page.locator('tbody tr').filter({ has: page.locator(`a[href*="${id}"]`) });
  const queued = row(ours._id);
  const running = row(big._id);
  // the server answers between the large sync's steps: the list may take a moment
  await expect(queued).toContainText('Waiting', { timeout: 30_000 });
  await expect(running).not.toContainText('Done');
  await queued.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The job was stopped.')).toBeVisible({ timeout: 30_000 });
  await expect(queued).toContainText('Stopped', { timeout: 30_000 });
  await expect(queued).toContainText('Burger Mitte', { timeout: 30_000 });
  await queued.locator('[aria-label="Expand"]').click();
  await expect(page.getByTestId('sync-job-entries').filter({ hasText: 'Stopped before a worker took it: nothing was done.' })).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'sync-stop-stopped-desktop.png'), fullPage: true });

  // The large one goes on to its end (the list follows it), and its entries list what it did in each slave.
  await expect(running).toContainText('Done', { timeout: 180_000 });
  await running.locator('[aria-label="Expand"]').click();
  await expect(page.getByTestId('sync-job-entries').filter({ hasText: `Big Slave ${tag} 19: Articles: 2000 created` })).toBeVisible();
  expect((await api(request, admin, 'GET', `v1/sync/jobs/${big._id}`)).status).toBe('done');

  // The stopped sync wrote nothing and left no lock.
  expect(await api<any[]>(request, admin, 'GET', `v1/foodcard/article/venue/${slave}?limit=1`)).toEqual([]);
  const after = await api(request, admin, 'GET', `v1/general/venue/${slave}`);
  expect(after.syncInProgress).toBe(false);
  expect(after.masterId ?? null).toBeNull();
  expect((await api(request, admin, 'GET', `v1/general/venue/${demo}`)).syncInProgress).toBe(false);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(`Big Master ${tag}`).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: path.join(info.outputDir, 'sync-stop-phone.png'), fullPage: true });
  expect(errors).toEqual([]);

  // The server's later tests pick the demo venues from the admin's venue lists: the 22 made here go.
  for (const id of [bigMaster, ...bigSlaves, slave]) {
    const gone = await request.delete(`/api/v1/general/venue/${id}`, { headers: auth });
    expect(gone.ok(), await gone.text()).toBe(true);
  }
});
