import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';
import { patchStoredDoc } from './patchStoredDoc';

/**
 * The server computes a printer's online state (`lastSignal`, spec part 1 §4: online while the
 * last heartbeat is at most 5 minutes old) and the list shows it. An old heartbeat is arranged by
 * writing it into the server's database instead of waiting: no sleeping, no clock tricks.
 */
test('a printer whose heartbeat is older than 5 minutes shows offline', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BM01');
  const stamp = Date.now();
  const printers: Record<string, string> = {};
  for (const name of ['Online test printer', 'Offline test printer']) {
    const key = `e2e-${name.split(' ')[0].toLowerCase()}-${stamp}`;
    printers[name] = (await api(request, admin, 'POST', `v1/general/venue/${venue}/printer`, { key, name }))._id;
    const beat = await request.post('/api/v1/printer/heartbeat', { data: { key } });
    expect(await beat.json()).toEqual({ data: { restart: false } });
  }
  patchStoredDoc('printer', printers['Offline test printer'], { heartbeat: new Date(stamp - 6 * 60_000).toISOString() });

  await login(page, 'admin@example.com');
  await page.goto('/printer');
  const selector = page.getByRole('dialog');
  await selector.getByText('Burger Mitte').click();
  await expect(selector).toBeHidden();

  const online = page.locator('tbody tr').filter({ hasText: 'Online test printer' });
  await expect(online.getByTestId('printer-online')).toHaveText('Online');
  const offline = page.locator('tbody tr').filter({ hasText: 'Offline test printer' });
  await expect(offline.getByTestId('printer-online')).toHaveText('Offline');
  await expect(offline.getByTestId('printer-last-signal')).toContainText('6 minutes ago');

  expect(errors).toEqual([]);
});
