import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPosProviders } from '../src/server/entities/syncJob/pos/createPosProviders';
import { FAKE_POS_SETTINGS, fakePos, type FakePos } from './helpers/fakePosProviders';
import { providerServer, type ProviderServer } from './helpers/providerServer';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The six menu imports of spec part 1 §7 through the API with the real adapters, configured as
 * the environment configures them, against one local server answering like each provider; the
 * queued sync job run by the test (jobs are manual in tests).
 */
let t: TestApp;
let server: ProviderServer;
let pos: FakePos;
let admin: string;
let group: string;
let n = 0;

beforeAll(async () => {
  server = await providerServer();
  t = await testApp({
    pos: createPosProviders({
      HELLOTESS_TEST_API_URL: server.url, GASTROFIX_API_URL: server.url, DELIVERECT_API_URL: server.url, SIMPHONY_API_URL: server.url, POS_TIMEOUT_MS: '1000',
    }),
  });
  admin = await t.login('admin@example.com');
  group = (await t.call(admin, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).body.data[0].customerGroup;
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  pos = fakePos();
  server.answer = (req) => pos.answer(req);
  server.requests.length = 0;
});

const SECRETS = ['ht-secret-key', 'gf-secret-token', 'dv-secret', 'sy-secret'];
const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const s of SECRETS) expect(text).not.toContain(s);
};

/** A venue of the demo brand with these checkout integration settings. */
async function newVenue(settings: Record<string, Record<string, unknown>> = {}, customerGroup = group): Promise<string> {
  const venue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: `POS venue ${++n}`, readableId: `POS${n}`, customerGroup })).body.data._id;
  for (const [integrationType, payload] of Object.entries(settings)) {
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}/setCheckoutIntegration`, { integrationType, payload })).status).toBe(200);
  }
  return venue;
}

async function runJobs() {
  while (await t.services.syncJobs.tick()) { /* next job */ }
}

/** Starts an import, runs its job, and answers the finished job. */
async function imported(path: string, body: Record<string, unknown> = {}, token = admin) {
  const res = await t.call(token, 'POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  noSecrets(res.body);
  expect(res.body.data).toMatchObject({ handler: 'posMenuImport', status: 'created' });
  await runJobs();
  const job = (await t.call(admin, 'GET', `/api/v1/sync/jobs/${res.body.data._id}`)).body.data;
  noSecrets(job);
  return job;
}

async function foodcard(venue: string) {
  const all = async (path: string) => (await t.call(admin, 'GET', `/api/v1/foodcard/${path}/venue/${venue}/all`)).body.data as any[];
  return { categories: await all('category'), options: await all('option'), articles: await all('article'), optionArticles: await all('option-article') };
}
const counted = (job: any) => Object.fromEntries(job.entries.filter((e: any) => e.entity).map((e: any) => [`${e.action} ${e.entity}`, e.count]));

const PATHS = {
  hellotessVenue: (v: string) => `/api/v1/general/venue/${v}/foodcard/hellotess-test/import`,
  hellotess: (v: string) => `/api/v1/foodcard/venue/${v}/foodcard/hellotess-test/import`,
  gastrofix: (v: string) => `/api/v1/foodcard/venue/${v}/foodcard/gastrofix/import`,
  deliverect: (v: string) => `/api/v1/foodcard/deliverect/import/${v}`,
  simphony: (v: string) => `/api/v1/foodcard/simphony/import/${v}`,
  via: (v: string) => `/api/v1/foodcard/viaCheckoutIntegrationProperties/import/${v}`,
};

const CASES = [
  { name: 'hellotess test system (general/venue path)', path: PATHS.hellotessVenue, settings: () => ({ hellotess: FAKE_POS_SETTINGS.hellotess }), body: {} },
  { name: 'hellotess test system (foodcard path)', path: PATHS.hellotess, settings: () => ({ hellotess: FAKE_POS_SETTINGS.hellotess }), body: {} },
  { name: 'Gastrofix', path: PATHS.gastrofix, settings: () => ({ gastrofix: FAKE_POS_SETTINGS.gastrofix }), body: {} },
  { name: 'Deliverect', path: PATHS.deliverect, settings: () => ({ deliverect: FAKE_POS_SETTINGS.deliverect }), body: { mode: 'create_and_update' } },
  { name: 'Simphony', path: PATHS.simphony, settings: () => ({ simphony: FAKE_POS_SETTINGS.simphony }), body: {} },
  {
    name: 'via checkout integration properties (a Simphony at the venue\'s service url)', path: PATHS.via,
    settings: () => ({ kasse: { ...FAKE_POS_SETTINGS.simphony, provider: 'simphony', serviceUrl: server.url } }), body: { integrationType: 'kasse' },
  },
];

describe.each(CASES)('$name', (c) => {
  it('imports the menu into the venue\'s foodcard, and a second import adds nothing', async () => {
    const venue = await newVenue(c.settings());
    const first = await imported(c.path(venue), c.body);
    expect(first.status).toBe('done');
    expect(counted(first)).toEqual({ 'created category': 1, 'created option': 1, 'created optionArticle': 2, 'created article': 2 });
    const menu = await foodcard(venue);
    expect(menu.categories.map((x) => x.name.de)).toEqual(['Pizza']);
    expect(menu.options).toMatchObject([{ name: { de: 'Extras' }, limit: 2, requiredAmount: 0 }]);
    expect(menu.optionArticles.map((o) => [o.optionNumber, o.name.de, o.price, o.option]).sort()).toEqual([
      ['900', 'Cheese', 1, menu.options[0]._id], ['901', 'Olives', 0.5, menu.options[0]._id],
    ]);
    const margherita = menu.articles.find((a) => a.number === '100');
    expect(margherita).toMatchObject({ name: { de: 'Margherita' }, price: 8.5, taxInside: 19, isActive: true, category: menu.categories[0]._id, dependencies: [{ option: menu.options[0]._id }] });

    // the menu the job wrote stays on the server: the job answers its size
    expect(first.params.menu).toBeUndefined();
    expect(first.params.menuSize).toEqual({ categories: 1, optionGroups: 1, articles: 2, tables: 0 });
    const second = await imported(c.path(venue), c.body);
    expect(second.status).toBe('done');
    expect(counted(second)).toEqual({});
    const again = await foodcard(venue);
    expect([again.categories.length, again.options.length, again.articles.length, again.optionArticles.length]).toEqual([1, 1, 2, 2]);
  });
});

describe('two imports of one venue', () => {
  it('started together: one is queued, the other is a 409 while it waits or runs; once it ran, the venue takes the next', async () => {
    const venue = await newVenue({ hellotess: FAKE_POS_SETTINGS.hellotess, gastrofix: FAKE_POS_SETTINGS.gastrofix });
    const both = await Promise.all([t.call(admin, 'POST', PATHS.hellotess(venue), {}), t.call(admin, 'POST', PATHS.gastrofix(venue), {})]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('SYNC_IN_PROGRESS');
    const shown = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data;
    expect(shown.syncInProgress).toBe(true);
    // so is an import by another path, and a master-to-slaves sync naming the venue, for the same lock
    expect((await t.call(admin, 'POST', PATHS.hellotessVenue(venue), {})).status).toBe(409);
    const master = await newVenue();
    expect((await t.call(admin, 'POST', '/api/v1/sync', { venue: master, slaves: [venue] })).status).toBe(409);
    await runJobs();
    expect((await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data.syncInProgress).toBe(false);
    const next = await imported(PATHS.hellotess(venue));
    expect(next.status).toBe('done');
  });

  it('a queued import stopped before it ran lifts the lock', async () => {
    const venue = await newVenue({ hellotess: FAKE_POS_SETTINGS.hellotess });
    const queued = (await t.call(admin, 'POST', PATHS.hellotess(venue), {})).body.data;
    expect((await t.call(admin, 'POST', `/api/v1/sync/jobs/${queued._id}/stop`)).status).toBe(200);
    expect((await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data.syncInProgress).toBe(false);
    expect((await imported(PATHS.hellotess(venue))).status).toBe('done');
  });
});

describe('sync modes (hellotess)', () => {
  const settings = { hellotess: FAKE_POS_SETTINGS.hellotess };
  const article = async (venue: string, number: string) => (await foodcard(venue)).articles.find((a) => a.number === number);

  it('price_only changes prices, price_and_active prices and the active flag, nothing else', async () => {
    const venue = await newVenue(settings);
    await imported(PATHS.hellotess(venue));
    const id = (await article(venue, '100'))._id;
    await t.call(admin, 'PATCH', `/api/v1/foodcard/article/${id}`, { name: { de: 'Hausmargherita' } });
    pos.prices.set('100', 7.9);
    pos.prices.set('900', 1.2);
    pos.inactive.add('101');
    const job = await imported(PATHS.hellotess(venue), { mode: 'price_only' });
    expect(counted(job)).toEqual({ 'updated article': 1, 'updated optionArticle': 1 });
    expect(await article(venue, '100')).toMatchObject({ price: 7.9, name: { de: 'Hausmargherita' } });
    expect((await article(venue, '101')).isActive).toBe(true);
    await imported(PATHS.hellotess(venue), { mode: 'price_and_active' });
    expect((await article(venue, '101')).isActive).toBe(false);
    expect((await article(venue, '100')).name.de).toBe('Hausmargherita');
  });

  it('create_only adds what is missing and leaves matched records; update_only creates nothing', async () => {
    const venue = await newVenue(settings);
    expect(counted(await imported(PATHS.hellotess(venue), { mode: 'update_only' }))).toEqual({});
    expect((await foodcard(venue)).articles).toEqual([]);
    await imported(PATHS.hellotess(venue), { mode: 'create_only' });
    const salami = await article(venue, '101');
    await t.call(admin, 'DELETE', `/api/v1/foodcard/article/${salami._id}`);
    pos.prices.set('100', 11);
    expect(counted(await imported(PATHS.hellotess(venue), { mode: 'create_only' }))).toEqual({ 'created article': 1 });
    expect((await article(venue, '100')).price).toBe(8.5);
    expect(counted(await imported(PATHS.hellotess(venue), { mode: 'update_only' }))).toEqual({ 'updated article': 1 });
    expect((await article(venue, '100')).price).toBe(11);
  });

  it('images_only stores the provider\'s image of each matched article', async () => {
    const venue = await newVenue(settings);
    await imported(PATHS.hellotess(venue));
    pos.imageBase = server.url;
    // the first request for an image loses its connection; the download is tried once more
    let dropped = 0;
    server.answer = (req) => (req.path === '/img/101.svg' && !dropped++ ? { reset: true } : pos.answer(req));
    const job = await imported(PATHS.hellotess(venue), { mode: 'images_only' });
    server.answer = (req) => pos.answer(req);
    expect(dropped).toBe(2);
    expect(counted(job), JSON.stringify(job)).toEqual({ 'updated article': 2 });
    const image = (await article(venue, '100')).image;
    expect(image).toMatch(/^[0-9a-f]{24}$/);
    const file = await t.app.inject({ url: `/api/v1/files/${image}` });
    expect(file.headers['content-type']).toContain('image/svg+xml');
  });

  it('tables creates the provider\'s tables once; a provider without tables refuses the mode', async () => {
    const venue = await newVenue({ ...settings, gastrofix: FAKE_POS_SETTINGS.gastrofix, deliverect: FAKE_POS_SETTINGS.deliverect });
    expect(counted(await imported(PATHS.hellotess(venue), { mode: 'tables' }))).toEqual({ 'created table': 2 });
    expect(counted(await imported(PATHS.gastrofix(venue), { mode: 'tables' }))).toEqual({});
    const tables = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}/tables?limit=50`)).body.data;
    expect(tables.map((x: any) => [x.number, x.description]).sort()).toEqual([['1', 'Table 1'], ['2', 'Table 2']]);
    const refused = await t.call(admin, 'POST', PATHS.deliverect(venue), { mode: 'tables' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('POS_MODE_UNSUPPORTED');
    expect((await foodcard(venue)).articles).toEqual([]);
  });
});

describe('refusals', () => {
  const jobCount = async () => (await t.call(admin, 'GET', '/api/v1/sync/jobs?limit=1&handler[]=posMenuImport')).body.total;

  it('another brand\'s venue is not found, and the import needs foodcard.sync.external', async () => {
    const other = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'POS other brand', slug: 'pos_other_brand' })).body.data._id;
    const foreign = await newVenue({ hellotess: FAKE_POS_SETTINGS.hellotess, gastrofix: FAKE_POS_SETTINGS.gastrofix }, other);
    const manager = await t.login('manager@example.com');
    for (const path of Object.values(PATHS)) {
      const res = await t.call(manager, 'POST', path(foreign), path === PATHS.via ? { integrationType: 'gastrofix' } : {});
      expect(res.status, path(foreign)).toBe(404);
    }
    const own = await newVenue({ hellotess: FAKE_POS_SETTINGS.hellotess });
    expect((await imported(PATHS.hellotess(own), {}, manager)).status).toBe('done');
    const operator = await t.login('operator@example.com');
    const bm01 = await t.venueId(operator, 'BM01');
    const res = await t.call(operator, 'POST', PATHS.gastrofix(bm01), {});
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('foodcard.sync.external');
    // only the manager's own import reached the provider
    expect(server.requests).toHaveLength(1);
  });

  it('missing settings are a 422 naming them, before any request to the provider', async () => {
    const venue = await newVenue({ deliverect: { clientId: 'dv-client' }, kasse: { provider: 'gastrofix' }, odd: { provider: 'nonesuch', serviceUrl: server.url } });
    const cases: [string, Record<string, unknown>, string][] = [
      [PATHS.hellotess(venue), {}, 'apiKey, storeId'],
      [PATHS.deliverect(venue), {}, 'clientSecret, channelLinkId'],
      [PATHS.via(venue), { integrationType: 'kasse' }, 'service url'],
      [PATHS.via(venue), { integrationType: 'odd' }, 'a provider'],
      [PATHS.via(venue), { integrationType: 'none' }, 'its settings'],
    ];
    for (const [path, body, missing] of cases) {
      const res = await t.call(admin, 'POST', path, body);
      expect(res.status, path).toBe(422);
      expect(res.body.code).toBe('POS_CREDENTIALS_MISSING');
      expect(res.body.message).toContain(missing);
    }
    expect((await t.call(admin, 'POST', PATHS.via(venue), {})).status).toBe(422);
    expect((await t.call(admin, 'POST', PATHS.hellotess(venue), { mode: 'everything' })).status).toBe(422);
    expect(server.requests).toHaveLength(0);
  });

  it('a provider without a configured URL is a 503 naming the setting', async () => {
    const venue = await newVenue({ simphony: FAKE_POS_SETTINGS.simphony });
    const configured = t.services.pos.configured.simphony;
    t.services.pos.configured.simphony = null;
    try {
      const res = await t.call(admin, 'POST', PATHS.simphony(venue), {});
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'POS_PROVIDER_MISSING' });
      expect(res.body.message).toContain('SIMPHONY_API_URL');
    } finally {
      t.services.pos.configured.simphony = configured;
    }
  });

  it('a refusing, silent, unreachable or odd provider is a 502 POS failure: nothing queued, no credentials echoed', async () => {
    const before = await jobCount();
    const wrong = await newVenue({ hellotess: { ...FAKE_POS_SETTINGS.hellotess, apiKey: 'wrong-secret-key' }, gastrofix: FAKE_POS_SETTINGS.gastrofix, deliverect: FAKE_POS_SETTINGS.deliverect });
    const failure = async (path: string, reason: string | RegExp) => {
      const res = await t.call(admin, 'POST', path, {});
      expect(res.status, JSON.stringify(res.body)).toBe(502);
      expect(res.body.code).toBe('POS_PROVIDER_FAILED');
      expect(res.body.message).toMatch(/^POS authorization failed\. Menu and table sync failed \(inform an administrator\)/);
      expect(res.body.message).toMatch(reason);
      expect(res.body.message).not.toContain('wrong-secret-key');
      noSecrets(res.body);
    };
    await failure(PATHS.hellotess(wrong), 'HTTP 401');
    server.answer = () => ({ hang: true });
    await failure(PATHS.gastrofix(wrong), 'no answer within 1 s');
    server.answer = () => ({ raw: '<html>down</html>' });
    await failure(PATHS.gastrofix(wrong), 'not JSON');
    server.answer = () => ({ json: { articleGroups: 'Pizza', articles: [] } });
    await failure(PATHS.gastrofix(wrong), /unexpected shape \(\/articleGroups must be array\)/);
    server.answer = (req) => (req.path === '/oauth/token' ? { json: { access_token: 't' } } : { json: [{ categories: [{ _id: 'c', name: 'X', products: ['gone'] }], products: {} }] });
    await failure(PATHS.deliverect(wrong), 'unexpected shape');
    server.answer = () => ({ json: { articleGroups: [{ id: 1, name: 'A' }], articles: [{ plu: '1', name: 'B', price: '1.00', active: true, articleGroupId: 2 }] } });
    await failure(PATHS.gastrofix(wrong), 'names no category');
    const dead = createPosProviders({ GASTROFIX_API_URL: 'http://127.0.0.1:1' }).configured.gastrofix;
    const configured = t.services.pos.configured.gastrofix;
    t.services.pos.configured.gastrofix = dead;
    try {
      await failure(PATHS.gastrofix(wrong), 'not reachable');
    } finally {
      t.services.pos.configured.gastrofix = configured;
    }
    expect(await jobCount()).toBe(before);
  });

  it('a value the foodcard cannot hold is a 422 naming the menu entry', async () => {
    const venue = await newVenue({ hellotess: FAKE_POS_SETTINGS.hellotess });
    server.answer = () => ({ json: { categories: [{ id: 'c', name: 'Pizza', position: 5_000_000 }], articles: [] } });
    const res = await t.call(admin, 'POST', PATHS.hellotess(venue), {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject([{ path: 'categories.0.sortOrder', code: 'maximum' }]);
  });
});

describe('createPosProviders', () => {
  it('configures the providers whose URL is set and refuses a malformed one', () => {
    const some = createPosProviders({ GASTROFIX_API_URL: 'https://no.gastrofix.com', DELIVERECT_API_URL: ' ' });
    expect(some.configured.gastrofix).not.toBeNull();
    expect(some.configured.deliverect).toBeNull();
    expect(() => createPosProviders({ SIMPHONY_API_URL: 'not a url' })).toThrow(/SIMPHONY_API_URL/);
  });
});
