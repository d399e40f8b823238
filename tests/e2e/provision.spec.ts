import { api, apiToken } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('a brand manager claims a provision month and sees its status change', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const month = new Date().toISOString().slice(0, 7);
  let open = (await request.get(`/api/v3/payment/provision/?status[]=notClaimed&month[]=${month}`, { headers: { authorization: `Bearer ${token}` } }));
  let rows = (await open.json()).data as any[];
  if (!rows.length) {
    // A database reused from an earlier run: the admin resets one claim of the month first.
    const admin = await apiToken(request, 'admin@example.com');
    const claimed = (await (await request.get(`/api/v3/payment/provision/?month[]=${month}&status[]=waiting`, { headers: { authorization: `Bearer ${admin}` } })).json()).data as any[];
    await api(request, admin, 'PATCH', `v3/payment/provision/claim/${claimed[0].venue}/reset?month=${month}`);
    open = await request.get(`/api/v3/payment/provision/?status[]=notClaimed&month[]=${month}`, { headers: { authorization: `Bearer ${token}` } });
    rows = (await open.json()).data;
  }
  const target = rows[0];

  await login(page, 'manager@example.com');
  await page.goto('/provision');
  // Every status of the demo tenant, and the total row.
  await expect(page.getByTestId('provision-status').filter({ hasText: 'Waiting' }).first()).toBeVisible();
  await expect(page.getByTestId('provision-status').filter({ hasText: 'Success' }).first()).toBeVisible();
  await expect(page.getByTestId('provision-total')).toContainText('€');

  const row = page.getByTestId(`provision-${target.venueName}-${month}`);
  await expect(row.getByTestId('provision-status')).toHaveText('Not claimed');
  // The manager holds provision.claim, not claim.reset or logs.
  await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Claim' }).click();
  // The month in words, in the language (not "2026-11").
  const monthIn = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  await expect(page.getByText(`The provision of ${monthIn('en-GB')} is claimed.`)).toBeVisible();
  await expect(row).toContainText(monthIn('en-GB'));
  await expect(row.getByTestId('provision-status')).toHaveText('Waiting');
  await expect(row.getByRole('button', { name: 'Claim' })).toHaveCount(0);

  const stored = (await api<any[]>(request, token, 'GET', `v3/payment/provision/?venue[]=${target.venue}&month[]=${month}`))[0];
  expect(stored).toMatchObject({ status: 'waiting', claimedBy: 'manager@example.com', revenue: target.revenue, provision: target.provision });

  // German labels.
  await page.evaluate(() => localStorage.setItem('locale', 'de'));
  await page.goto('/provision');
  await expect(page.getByTestId(`provision-${target.venueName}-${month}`).getByTestId('provision-status')).toHaveText('Wartend');
  await expect(page.getByRole('columnheader', { name: 'Umsatz' })).toBeVisible();
  await expect(page.getByTestId(`provision-${target.venueName}-${month}`)).toContainText(monthIn('de'));
  await page.screenshot({ path: '/tmp/provision-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/provision-phone.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('an admin resets a waiting claim and reads the month\'s log', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/provision');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Provision' })).toBeVisible();
  await page.getByRole('button', { name: 'Log' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Claimed');
  await page.screenshot({ path: '/tmp/provision-admin-logs.png' });
  await page.getByRole('button', { name: 'Close' }).click();
  const waiting = page.getByTestId('provision-status').filter({ hasText: 'Waiting' });
  const before = await waiting.count();
  await page.getByRole('button', { name: 'Reset' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /confirm|ok|yes/i }).click();
  await expect(page.getByText(/is reset\./)).toBeVisible();
  await expect(waiting).toHaveCount(before - 1);
  expect(errors).toEqual([]);
});
