import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * The online state is computed in the browser from the heartbeat time (spec part 1 §4: online
 * while the last heartbeat is at most 5 minutes old), so the browser clock is moved forward
 * instead of waiting: no sleeping, no timing assertions.
 */
test('a printer turns offline after its heartbeat ages', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, admin, 'BM01');
  const key = `e2e-offline-${Date.now()}`;
  await api(request, admin, 'POST', `v1/general/venue/${venue}/printer`, { key, name: 'Offline test printer' });
  const beat = await request.post('/api/v1/printer/heartbeat', { data: { key } });
  expect(await beat.json()).toEqual({ data: { restart: false } });

  await page.clock.install();
  await login(page, 'admin@example.com');
  await page.goto('/printer');
  const selector = page.getByRole('dialog');
  await selector.getByText('Burger Mitte').click();
  await expect(selector).toBeHidden();
  const row = page.locator('tbody tr').filter({ hasText: 'Offline test printer' });
  await expect(row.getByTestId('printer-online')).toHaveText('Online');

  // Six minutes later the same heartbeat is too old.
  await page.clock.fastForward('06:00');
  await expect(row.getByTestId('printer-online')).toHaveText('Offline');
  await expect(row.getByTestId('printer-last-signal')).toContainText('6 minutes ago');

  expect(errors).toEqual([]);
});
