import path from 'node:path';
import { expect, test } from './fixtures';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
<Placemark><name>Mitte</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
13.38,52.50,0 13.42,52.50,0 13.42,52.53,0 13.38,52.53,0 13.38,52.50,0
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
<Placemark><name>Kreuzberg</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
13.39,52.48 13.44,52.48 13.44,52.50 13.39,52.48
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Document></kml>`;

test('a KML file imported on the venue\'s delivery tab shows its areas on the map, is saved with the venue and exported again', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'admin@example.com');
  const group = (await api(request, token, 'GET', `v1/general/venue/${await venueId(request, token, 'BM01')}`)).customerGroup;
  const venue = (await api(request, token, 'POST', 'v1/general/venue', { name: 'Delivery Map', readableId: 'MAP01', customerGroup: group, latitude: 52.51, longitude: 13.4 }))._id as string;
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');

  await page.goto(`/venue/${venue}`);
  await page.getByRole('tab', { name: 'Delivery areas' }).click();
  await expect(page.getByText('No delivery areas yet.')).toBeVisible();
  // No tiles are configured: the map draws on its own background, with a scale.
  await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.leaflet-tile')).toHaveCount(0);
  await expect(page.locator('.leaflet-control-scale')).toBeVisible();

  await page.getByTestId('kml-file').setInputFiles({ name: 'areas.kml', mimeType: 'application/vnd.google-earth.kml+xml', buffer: Buffer.from(KML) });
  await expect(page.getByText('2 delivery areas read from the file. Save the venue to keep them.')).toBeVisible();
  await expect(page.locator('path.delivery-area')).toHaveCount(2);
  await expect(page.getByText('Mitte · 4 points')).toBeVisible();
  await expect(page.getByText('Kreuzberg · 3 points')).toBeVisible();

  // A file that is no KML is refused with its line, and the shown areas stay.
  await page.getByTestId('kml-file').setInputFiles({ name: 'broken.kml', mimeType: 'application/xml', buffer: Buffer.from('<kml>\n<Document>\n<Placemark>\n</Document></kml>') });
  await expect(page.getByRole('alert').filter({ hasText: /The file is not valid KML \(line \d+, column \d+\)/ })).toBeVisible();
  await expect(page.locator('path.delivery-area')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => ((await api(request, token, 'GET', `v1/general/venue/${venue}`)).areas ?? []).map((a: { name: string }) => a.name)).toEqual(['Mitte', 'Kreuzberg']);
  await page.screenshot({ path: path.join(info.outputDir, 'venue-delivery-areas-desktop.png'), fullPage: true });

  await page.goto(`/venue/${venue}`);
  await page.getByRole('tab', { name: 'Delivery areas' }).click();
  await expect(page.locator('path.delivery-area')).toHaveCount(2, { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export KML' }).click();
  expect((await download).suggestedFilename()).toBe('MAP01-delivery-areas.kml');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // The map's own chunk loads with the tab: on a busy machine that can take a while.
  await expect(page.locator('path.delivery-area')).toHaveCount(2, { timeout: 30_000 });
  await page.screenshot({ path: path.join(info.outputDir, 'venue-delivery-areas-phone.png'), fullPage: true });
  // The one logged failure is the refused broken file's 400, which the tab showed as a message.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request) /api/v1/general/data/kml/parse']);
});
