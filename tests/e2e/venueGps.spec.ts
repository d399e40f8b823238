import { expect, test, type Page } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { E2E_CITY_GEOCODER_DOWN, E2E_CITY_NOT_FOUND, E2E_POSITION } from './fakeNominatim';
import { login } from './helpers';

/** The venue's edit screen, scrolled to the GPS button; answers the button. */
async function gpsButton(page: Page, id: string) {
  await page.goto(`/venue/${id}`);
  const button = page.getByTestId('find-gps');
  await button.scrollIntoViewIfNeeded();
  return button;
}

test('the GPS button fills the coordinates, or says to enter them by hand when not found or the geocoder fails', async ({ page, request }) => {
  const token = await apiToken(request, 'admin@example.com');
  const group = (await api(request, token, 'GET', `v1/general/venue/${await venueId(request, token, 'BM01')}`)).customerGroup;
  const venue = async (readableId: string, city: string) =>
    (await api(request, token, 'POST', 'v1/general/venue', { name: `GPS ${city}`, readableId, street: 'Hauptstraße', number: '1', postalCode: '10115', city, country: 'de', customerGroup: group }))._id as string;
  const lost = await venue('GPS01', E2E_CITY_NOT_FOUND);
  const down = await venue('GPS02', E2E_CITY_GEOCODER_DOWN);
  const found = await venue('GPS03', 'Berlin');
  await login(page, 'admin@example.com');

  await (await gpsButton(page, lost)).click();
  await expect(page.getByTestId('gps-result')).toHaveText('GPS position for provided address was not found. Please change the address or enter gps coordinates manually.');

  await (await gpsButton(page, down)).click();
  await expect(page.getByTestId('gps-result')).toHaveText('The GPS lookup service is not available right now. Try again later or enter the GPS coordinates manually.');
  expect((await api(request, token, 'GET', `v1/general/venue/${down}`)).latitude).toBeUndefined();

  await (await gpsButton(page, found)).click();
  await expect(page.getByTestId('gps-result')).toHaveText(`GPS position found: ${E2E_POSITION.lat}, ${E2E_POSITION.lng}`);
  await expect(page.getByLabel('Latitude')).toHaveValue(String(E2E_POSITION.lat));
  await expect(page.getByLabel('Longitude')).toHaveValue(String(E2E_POSITION.lng));
  expect(await api(request, token, 'GET', `v1/general/venue/${found}`)).toMatchObject({ latitude: E2E_POSITION.lat, longitude: E2E_POSITION.lng });
});
