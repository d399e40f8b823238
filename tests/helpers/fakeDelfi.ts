import type { ProviderReply, ProviderRequest } from './providerServer';

/**
 * How the delivery-information service answers (src/server/entities/venue/delfi/httpDelfiClient.ts),
 * for providerServer: venue records kept by `venue_id`, created once (409 after), patched field
 * by field, 404 for a venue it does not hold, 401 without the key.
 */
export function fakeDelfi(key = 'delfi-test-key') {
  const state = {
    venues: new Map<string, Record<string, unknown>>(),
    answer(req: ProviderRequest): ProviderReply {
      if (req.headers.authorization !== `Bearer ${key}`) return { status: 401, json: { message: 'invalid api key' } };
      const stamp = () => new Date().toISOString();
      if (req.method === 'POST' && req.path === '/venues') {
        const id = req.json?.venue_id;
        if (typeof id !== 'string') return { status: 422, json: { message: 'venue_id is required' } };
        if (state.venues.has(id)) return { status: 409, json: { message: 'venue already registered' } };
        const record = { ...req.json, updated_at: stamp() };
        state.venues.set(id, record);
        return { status: 201, json: record };
      }
      const m = /^\/venues\/([^/]+)$/.exec(req.path);
      const stored = m ? state.venues.get(decodeURIComponent(m[1])) : undefined;
      if (!m || !['GET', 'PATCH'].includes(req.method)) return { status: 404, json: { message: 'no such call' } };
      if (!stored) return { status: 404, json: { message: 'venue not found' } };
      if (req.method === 'PATCH') Object.assign(stored, req.json, { venue_id: stored.venue_id, updated_at: stamp() });
      return { json: stored };
    },
  };
  return state;
}
