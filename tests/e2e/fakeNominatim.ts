import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Cities the end-to-end geocoder answers specially; every other address is found. */
export const E2E_CITY_NOT_FOUND = 'Nirgendwo';
export const E2E_CITY_GEOCODER_DOWN = 'Störungshausen';
export const E2E_POSITION = { lat: 52.5163, lng: 13.3889 };

/**
 * A local server answering Nominatim's `/search` for the end-to-end run (GEOCODER_URL), so the
 * GPS button meets a found address, a not-found one and a failing provider.
 */
export async function fakeNominatim(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const city = url.searchParams.get('city');
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
    } else if (city === E2E_CITY_GEOCODER_DOWN) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable');
    } else {
      const found = city === E2E_CITY_NOT_FOUND ? [] : [{ lat: String(E2E_POSITION.lat), lon: String(E2E_POSITION.lng) }];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
