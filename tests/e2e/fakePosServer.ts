import { fakePos } from '../helpers/fakePosProviders';
import { providerServer } from '../helpers/providerServer';

/**
 * One local server answering like the point-of-sale and menu providers (hellotess test system,
 * Gastrofix, Deliverect, Simphony: tests/helpers/fakePosProviders.ts) for the end-to-end run
 * (HELLOTESS_TEST_API_URL, GASTROFIX_API_URL, DELIVERECT_API_URL, SIMPHONY_API_URL).
 */
export async function fakePosServer(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const pos = fakePos();
  const server = await providerServer((req) => pos.answer(req));
  return {
    env: { HELLOTESS_TEST_API_URL: server.url, GASTROFIX_API_URL: server.url, DELIVERECT_API_URL: server.url, SIMPHONY_API_URL: server.url },
    close: () => server.close(),
  };
}
