import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comoProvider } from '../src/server/entities/loyaltyProgram/providers/comoProvider';
import { piggyProvider } from '../src/server/entities/loyaltyProgram/providers/piggyProvider';
import { fixtures } from './helpers/fixtures';
import { multipartBody } from './helpers/multipartBody';
import { providerServer, type ProviderServer } from './helpers/providerServer';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Loyalty programs, their rewards and membership levels (spec part 2 §2-§9) through the API:
 * write-only credentials, tenant scope, validation, permissions, and rewards asked live from a
 * local server answering like Piggy.
 */
let t: TestApp;
let piggy: ProviderServer;
let admin: string;
let manager: string;
let staff: string;
let demoGroup: string;
let otherGroup: string;
let otherProgram: string;
let venue: string;

const API_KEY = 'pk_live_very_secret_4711';
const NEW_KEY = 'pk_live_rotated_0815';
const OAUTH_SECRET = 'oauth-client-secret-xyz';
const SHOP = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const rawDoc = async (id: string) => {
  const row = await t.db.kysely.selectFrom('loyalty_program').select('doc').where('_id', '=', id).executeTakeFirstOrThrow();
  return typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
};

beforeAll(async () => {
  piggy = await providerServer((req) => (req.headers.authorization === `Bearer ${NEW_KEY}`
    ? { json: { data: [{ uuid: 'r-1', title: 'Free fries', description: 'Any size', required_credits: 120 }, { uuid: 'r-2', title: 'Coffee' }] } }
    : { status: 401, json: { message: 'Unauthenticated.' } }));
  // Como is configured at a dead address: its rewards are "not reachable".
  t = await testApp({ loyalty: { piggy: piggyProvider({ url: piggy.url, timeoutMs: 2000 }), como: comoProvider({ url: 'http://127.0.0.1:9', timeoutMs: 2000 }), rbi: null } });
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  venue = await t.venueId(admin, 'BM01');
  demoGroup = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data.customerGroup;
  const group = await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  otherGroup = group.body.data._id;
  const other = await t.call(admin, 'POST', '/api/v1/loyalty', { type: 'rbi', customerGroup: otherGroup, oauthId: 'client-1', oauthSecret: OAUTH_SECRET, storeId: 'S-9' });
  expect(other.status, JSON.stringify(other.body)).toBe(201);
  otherProgram = other.body.data._id;
});
afterAll(async () => {
  await t.close();
  await piggy.close();
});

describe('loyalty programs', () => {
  it('the demo brand has its internal program; a brand user lists only its own group', async () => {
    const res = await t.call(manager, 'GET', '/api/v1/loyalty');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ type: 'internal', customerGroup: demoGroup, secretsSet: { apikey: false, oauthSecret: false } });
    expect(res.body.data.map((p: any) => p._id)).not.toContain(otherProgram);
  });

  it("another group's program is invisible and untouchable (404), and stays as it was", async () => {
    expect((await t.call(manager, 'GET', `/api/v1/loyalty/${otherProgram}`)).status).toBe(404);
    expect((await t.call(manager, 'PATCH', `/api/v1/loyalty/${otherProgram}`, { storeId: 'hijack' })).status).toBe(404);
    expect((await t.call(manager, 'DELETE', `/api/v1/loyalty/${otherProgram}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `/api/v1/loyalty/reward/bygroup/${otherGroup}`)).status).toBe(404);
    const into = await t.call(manager, 'POST', '/api/v1/loyalty', { type: 'internal', customerGroup: otherGroup });
    expect(into.status).toBe(422);
    expect(into.body.errors[0].path).toBe('customerGroup');
    expect((await rawDoc(otherProgram)).storeId).toBe('S-9');
  });

  it('asks for a login', async () => {
    expect((await t.call(null, 'GET', '/api/v1/loyalty')).status).toBe(401);
    expect((await t.call(null, 'POST', '/api/v1/loyalty', { type: 'internal' })).status).toBe(401);
    expect((await t.call(null, 'GET', `/api/v1/loyalty/reward/bygroup/${demoGroup}`)).status).toBe(401);
  });

  it('refuses bad input naming the field, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'stamps', customerGroup: otherGroup }, 'type'],
      [{ type: 'piggy', customerGroup: otherGroup, shopUuid: SHOP }, 'apikey'],
      [{ type: 'piggy', customerGroup: otherGroup, apikey: 'k', shopUuid: 'not-a-uuid' }, 'shopUuid'],
      [{ type: 'rbi', customerGroup: otherGroup, oauthId: 'c', storeId: 's' }, 'oauthSecret'],
      [{ type: 'como', customerGroup: otherGroup, apikey: 'k' }, 'storeId'],
      [{ type: 'internal', customerGroup: otherGroup, secretsSet: { apikey: true, oauthSecret: true } }, 'secretsSet'],
      [{ type: 'internal', customerGroup: 'nope' }, 'customerGroup'],
    ];
    for (const [body, path] of cases) {
      const res = await t.call(admin, 'POST', '/api/v1/loyalty', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: any) => e.path), JSON.stringify(res.body)).toContain(path);
    }
    // One program per customer group.
    const twice = await t.call(admin, 'POST', '/api/v1/loyalty', { type: 'internal', customerGroup: otherGroup });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].path).toBe('customerGroup');
    // Switching to rbi without the secret it needs, or clearing the one it has.
    expect((await t.call(admin, 'PATCH', `/api/v1/loyalty/${otherProgram}`, { oauthSecret: null })).body.errors[0].path).toBe('oauthSecret');
    expect((await t.call(admin, 'PATCH', `/api/v1/loyalty/${otherProgram}`, { type: 'piggy' })).status).toBe(422);
    expect((await t.call(admin, 'GET', '/api/v1/loyalty/not-an-id')).status).toBe(400);
  });

  it('keeps credentials write-only: never answered, kept when an update omits them, replaced when sent', async () => {
    const demo = (await t.call(manager, 'GET', '/api/v1/loyalty')).body.data[0];
    const toPiggy = await t.call(manager, 'PATCH', `/api/v1/loyalty/${demo._id}`, { type: 'piggy', apikey: API_KEY, shopUuid: SHOP });
    expect(toPiggy.status, JSON.stringify(toPiggy.body)).toBe(200);
    expect(toPiggy.body.data.secretsSet).toEqual({ apikey: true, oauthSecret: false });
    expect(toPiggy.body.data).not.toHaveProperty('apikey');

    const edited = await t.call(manager, 'PATCH', `/api/v1/loyalty/${demo._id}`, { operator: 'Franchise Nord' });
    expect(edited.body.data.secretsSet.apikey).toBe(true);
    expect((await rawDoc(demo._id)).apikey).toBe(API_KEY);

    const rotated = await t.call(manager, 'PATCH', `/api/v1/loyalty/${demo._id}`, { apikey: NEW_KEY });
    expect(rotated.status).toBe(200);
    expect((await rawDoc(demo._id)).apikey).toBe(NEW_KEY);

    const answers = [
      toPiggy, edited, rotated,
      await t.call(manager, 'GET', '/api/v1/loyalty'),
      await t.call(manager, 'GET', `/api/v1/loyalty/${demo._id}`),
      await t.call(admin, 'GET', '/api/v1/loyalty'),
      await t.call(admin, 'GET', `/api/v1/loyalty/${otherProgram}`),
      await t.call(admin, 'GET', `/api/v1/audit?limit=1000`),
      await t.call(admin, 'GET', '/api/openapi.json'),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const secret of [API_KEY, NEW_KEY, OAUTH_SECRET]) expect(text).not.toContain(secret);
    }
    const audit = (await t.call(admin, 'GET', `/api/v1/audit?limit=1000&subject[]=${demo._id}`)).body.data;
    const masked = audit.find((a: any) => a.changes?.apikey);
    expect(masked.changes.apikey).toEqual({ before: '[hidden]', after: '[hidden]' });
    const doc = (await t.call(admin, 'GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.components.schemas.loyaltyProgram.properties)).not.toContain('apikey');
    expect(Object.keys(doc.components.schemas.loyaltyProgram.properties)).not.toContain('oauthSecret');
  });
});

describe('rewards', () => {
  it('by customer group and by venue, live from the provider with the stored key', async () => {
    piggy.requests.length = 0;
    const byGroup = await t.call(manager, 'GET', `/api/v1/loyalty/reward/bygroup/${demoGroup}`);
    expect(byGroup.status, JSON.stringify(byGroup.body)).toBe(200);
    expect(byGroup.body.data).toEqual([
      { id: 'r-1', name: 'Free fries', description: 'Any size', points: 120, provider: 'piggy' },
      { id: 'r-2', name: 'Coffee', points: null, provider: 'piggy' },
    ]);
    expect(piggy.requests[0]).toMatchObject({ method: 'GET', path: '/api/v3/oauth/clients/rewards' });
    expect(piggy.requests[0].query.get('shop_uuid')).toBe(SHOP);
    expect(JSON.stringify(byGroup.body)).not.toContain(NEW_KEY);
    const byVenue = await t.call(manager, 'GET', `/api/v1/loyalty/reward/byvenue/${venue}`);
    expect(byVenue.body.data.map((r: any) => r.id)).toEqual(['r-1', 'r-2']);
  });

  it('a provider refusing the key is a 502 naming it; one nobody configured a 503', async () => {
    const demo = (await t.call(manager, 'GET', '/api/v1/loyalty')).body.data[0];
    await t.call(manager, 'PATCH', `/api/v1/loyalty/${demo._id}`, { apikey: 'wrong-key' });
    const refused = await t.call(manager, 'GET', `/api/v1/loyalty/reward/bygroup/${demoGroup}`);
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('LOYALTY_PROVIDER_FAILED');
    expect(refused.body.message).toContain('piggy');
    expect(JSON.stringify(refused.body)).not.toContain('wrong-key');

    const missing = await t.call(admin, 'GET', `/api/v1/loyalty/reward/bygroup/${otherGroup}`);
    expect(missing.status).toBe(503);
    expect(missing.body).toMatchObject({ code: 'LOYALTY_PROVIDER_MISSING' });
    expect(missing.body.message).toContain('RBI_API_URL');

    await t.call(manager, 'PATCH', `/api/v1/loyalty/${demo._id}`, { type: 'como', storeId: 'B-1' });
    const dead = await t.call(manager, 'GET', `/api/v1/loyalty/reward/byvenue/${venue}`);
    expect(dead.status).toBe(502);
    expect(dead.body.code).toBe('LOYALTY_PROVIDER_FAILED');
  });

  it('internal programs offer the articles carrying a campaign id', async () => {
    const demo = (await t.call(manager, 'GET', '/api/v1/loyalty')).body.data[0];
    await t.call(manager, 'PATCH', `/api/v1/loyalty/${demo._id}`, { type: 'internal' });
    const res = await t.call(manager, 'GET', `/api/v1/loyalty/reward/byvenue/${venue}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.id).sort()).toEqual(['camp_free_drink', 'camp_free_fries']);
    expect(res.body.data.every((r: any) => r.provider === 'internal' && typeof r.points === 'number' && r.name)).toBe(true);
    const other = await t.venueId(admin, 'BH02');
    expect((await t.call(manager, 'GET', `/api/v1/loyalty/reward/byvenue/${other}`)).body.data).toEqual([]);
    expect((await t.call(manager, 'GET', `/api/v1/loyalty/reward/bygroup/${demoGroup}`)).body.data).toHaveLength(2);
  });

  it('a venue outside the caller\'s scope is a 404', async () => {
    const theirs = await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Elsewhere', readableId: 'EL01', customerGroup: otherGroup, country: 'de', currency: 'euro', locType: 'restaurant' });
    const id = theirs.body.data?._id;
    expect(id, JSON.stringify(theirs.body)).toBeTruthy();
    expect((await t.call(manager, 'GET', `/api/v1/loyalty/reward/byvenue/${id}`)).status).toBe(404);
  });
});

describe('loyalty campaign ids', () => {
  it('an article loyalty id must start with camp_', async () => {
    const article = (await t.db.kysely.selectFrom('article').select('_id').where('venue', '=', venue).limit(1).executeTakeFirstOrThrow())._id;
    const update = t.services.registry.get('article')!.api.update!;
    const path = '/api/' + update.path.replace('{id}', article).replace('{venue}', venue);
    const bad = await t.call(admin, update.method, path, { loyaltyId: 'summer2024' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ path: 'loyaltyId', code: 'pattern' });
    const good = await t.call(admin, update.method, path, { loyaltyId: 'camp_summer2024' });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
  });
});

describe('venue piggy loyalty toggle', () => {
  it('PATCH venue with piggyLoyaltyEnabled', async () => {
    const on = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { piggyLoyaltyEnabled: true });
    expect(on.status).toBe(200);
    expect(on.body.data.piggyLoyaltyEnabled).toBe(true);
    const bad = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { piggyLoyaltyEnabled: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('piggyLoyaltyEnabled');
  });
});

describe('memberships', () => {
  let levels: string;

  beforeAll(async () => {
    const role = await t.call(admin, 'POST', '/api/v1/auth/role', {
      name: 'Loyalty manager', slug: 'loyalty_manager', customerGroup: demoGroup,
      permissions: ['membershiplevels.view', 'membershiplevels.create', 'membershiplevels.update', 'membershiplevels.delete'],
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Lea Loyalty', email: 'lea@example.com', password: 'Secret123', role: 'loyalty_manager', customerGroup: demoGroup });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    levels = await t.login('lea@example.com');
  });

  it('needs the membershiplevels permissions', async () => {
    expect((await t.call(staff, 'GET', '/api/v1/loyalty/membership')).status).toBe(403);
    expect((await t.call(manager, 'POST', '/api/v1/loyalty/membership', { name: 'Bronze', tier: 3, neededPoints: 10 })).status).toBe(403);
  });

  it('lists the two demo levels of the group by tier, and creates, updates and deletes within it', async () => {
    const list = await t.call(levels, 'GET', '/api/v1/loyalty/membership');
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: any) => [m.tier, m.name])).toEqual([[1, 'Silver'], [2, 'Gold']]);
    const created = await t.call(levels, 'POST', '/api/v1/loyalty/membership', { name: 'Platinum', tier: 3, multiplier: 2, neededPoints: 2000, piggyId: 'pg-3' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.customerGroup).toBe(demoGroup);
    const id = created.body.data._id;
    const updated = await t.call(levels, 'PATCH', `/api/v1/loyalty/membership/${id}`, { neededPoints: 2500 });
    expect(updated.body.data.neededPoints).toBe(2500);
    expect((await t.call(levels, 'GET', `/api/v1/loyalty/membership/${id}`)).body.data.name).toBe('Platinum');
    expect((await t.call(levels, 'DELETE', `/api/v1/loyalty/membership/${id}`)).status).toBe(200);
    expect((await t.call(levels, 'GET', `/api/v1/loyalty/membership/${id}`)).status).toBe(404);
  });

  it('tiers are 1 to 5, each once per group', async () => {
    for (const [body, path] of [
      [{ name: 'Six', tier: 6, neededPoints: 1 }, 'tier'],
      [{ name: 'Zero', tier: 0, neededPoints: 1 }, 'tier'],
      [{ name: 'Again', tier: 1, neededPoints: 1 }, 'tier'],
      [{ name: '', tier: 4, neededPoints: 1 }, 'name'],
      [{ name: 'Neg', tier: 4, neededPoints: -1 }, 'neededPoints'],
      [{ name: 'Mult', tier: 4, neededPoints: 1, multiplier: 'x' }, 'multiplier'],
    ] as const) {
      const res = await t.call(levels, 'POST', '/api/v1/loyalty/membership', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: any) => e.path), JSON.stringify(res.body)).toContain(path);
    }
    // Another group may use tier 1 too.
    const theirs = await t.call(admin, 'POST', '/api/v1/loyalty/membership', { name: 'Basic', tier: 1, neededPoints: 0, customerGroup: otherGroup });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect((await t.call(levels, 'GET', `/api/v1/loyalty/membership/${theirs.body.data._id}`)).status).toBe(404);
    expect((await t.call(levels, 'PATCH', `/api/v1/loyalty/membership/${theirs.body.data._id}`, { name: 'Mine' })).status).toBe(404);
    expect((await t.call(levels, 'DELETE', `/api/v1/loyalty/membership/${theirs.body.data._id}`)).status).toBe(404);
    expect((await t.call(levels, 'GET', '/api/v1/loyalty/membership')).body.data.map((m: any) => m._id)).not.toContain(theirs.body.data._id);
  });

  it('takes an image (images only) through PATCH loyalty/membership/{_id}/image', async () => {
    const silver = (await t.call(levels, 'GET', '/api/v1/loyalty/membership')).body.data[0];
    const upload = async (content: Buffer, contentType: string) => {
      const { payload, headers } = multipartBody([{ content, contentType, filename: 'level' }]);
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/loyalty/membership/${silver._id}/image`, payload, headers: { ...headers, authorization: `Bearer ${levels}` } });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const png = await upload(fixtures.png, 'image/png');
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect(png.body.data.image).toMatch(/^[0-9a-f]{24}$/);
    const pdf = await upload(fixtures.pdf, 'image/png');
    expect(pdf.status).toBe(422);
    expect(pdf.body.code).toBe('FILE_NOT_IMAGE');
  });
});
