import path from 'node:path';
import { expect, test } from './fixtures';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * The venue's delivery information at the delivery-information service (spec part 1 §7
 * delfi/venueInfo) on the venue edit's delivery providers tab, against the local service the
 * end-to-end run starts (scripts/startE2eServer.ts: DELFI_API_URL).
 */
test("a manager registers a venue's delivery information with the service from the delivery providers tab and changes it", async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, 'admin@example.com');
  const group = (await api(request, admin, 'GET', `v1/general/venue/${await venueId(request, admin, 'BM01')}`)).customerGroup;
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const venue = (await api(request, admin, 'POST', 'v1/general/venue', {
    name: 'Delfi Kitchen', readableId: `DF${suffix}`, customerGroup: group, deliveryEnabled: true, deliveryFee: 2.5, deliveryPostalCodes: ['10115', '10117'], phone: '+4930123456',
  }))._id as string;
  const manager = await apiToken(request, 'manager@example.com');
  const errors = consoleErrors(page);
  await login(page, 'manager@example.com');

  await page.goto(`/venue/${venue}`);
  await page.getByRole('tab', { name: 'Delivery providers' }).click();
  const panel = page.getByTestId('delfi');
  await expect(panel.getByTestId('delfi-not-registered')).toHaveText('This venue is not registered with the delivery-information service yet. Fill in the form and register it.');

  // The venue's own settings are taken over; the rest is typed in.
  await panel.getByRole('button', { name: "Take over the venue's delivery settings" }).click();
  await expect(panel.getByLabel('Delivery fee', { exact: true })).toHaveValue('2.5');
  await expect(panel.getByLabel('Postal codes (comma-separated)')).toHaveValue('10115, 10117');
  await panel.getByLabel('Delivery time (minutes)').fill('35');
  await panel.getByLabel('Minimum order value').fill('15');
  await panel.getByLabel('Contact name').fill('Dispatch desk');
  // A bad value is named at its input and nothing is sent.
  await panel.getByLabel('Contact e-mail').fill('not an address');
  await panel.getByRole('button', { name: 'Register with the service' }).click();
  await expect(panel.getByLabel('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await api(request, manager, 'GET', `v1/delfi/venueInfo/${venue}`)).toBeNull();
  await panel.getByLabel('Contact e-mail').fill('dispatch@example.com');
  await panel.getByRole('button', { name: 'Register with the service' }).click();
  await expect(page.getByText('The delivery information has been sent to the service.')).toBeVisible();
  await expect(panel.getByTestId('delfi-updated')).toBeVisible();
  expect(await api(request, manager, 'GET', `v1/delfi/venueInfo/${venue}`)).toMatchObject({
    venue, deliveryEnabled: true, deliveryTime: 35, movDelivery: 15, deliveryFee: 2.5, deliveryPostalCodes: ['10115', '10117'],
    contact: { name: 'Dispatch desk', phone: '+4930123456', email: 'dispatch@example.com' },
  });

  // Registered: the button saves changes, with a comma decimal and a fee tier.
  await panel.getByLabel('Delivery fee', { exact: true }).fill('3,20');
  await panel.getByRole('button', { name: 'Add fee tier' }).click();
  await panel.getByLabel('From order value').fill('40');
  await panel.getByLabel('Fee', { exact: true }).fill('0');
  await panel.getByRole('button', { name: 'Save delivery information' }).click();
  await expect.poll(async () => (await api(request, manager, 'GET', `v1/delfi/venueInfo/${venue}`)).deliveryFee).toBe(3.2);
  expect((await api(request, manager, 'GET', `v1/delfi/venueInfo/${venue}`)).deliveryFeeTiers).toEqual([{ from: 40, fee: 0 }]);
  await page.screenshot({ path: path.join(info.outputDir, 'venue-delfi-desktop.png'), fullPage: true });

  // Read again from the service when the tab opens, in German on a phone.
  await page.evaluate(() => window.localStorage.setItem('locale', 'de'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/venue/${venue}/edit/deliveryProviders`);
  await expect(panel.getByRole('heading', { name: 'Lieferinformationsdienst' })).toBeVisible();
  await expect(panel.getByLabel('Liefergebühr', { exact: true })).toHaveValue('3.2');
  await expect(panel.getByRole('button', { name: 'Lieferinformationen speichern' })).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'venue-delfi-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});
