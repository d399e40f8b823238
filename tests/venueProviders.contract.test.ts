import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
});
afterAll(() => t.close());

const settings = {
  externalOrderProviders: {
    enabled: true, storeId: 'store-1', brandId: 'brand-1', apiKey: 'key-1', preparationTime: 15, deliveryTime: 30,
    autoSync: true, dispatchMode: 'own_delivery', articleDependencyMode: 'ignore_dependency_only',
  },
  deliveryProviders: {
    uberDirect: { enabled: true, id: 'ud-1', token: 'tok-1', dispatch: true },
    woltDrive: { enabled: false, id: 'wd-1', token: 'tok-2', dispatch: false },
  },
};

describe('delivery provider and external order provider settings of a venue', () => {
  it('round-trip through the generic update and show', async () => {
    const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, settings);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data;
    expect(shown.externalOrderProviders).toEqual(settings.externalOrderProviders);
    expect(shown.deliveryProviders).toEqual(settings.deliveryProviders);
    const other = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { externalOrderProviders: { ...settings.externalOrderProviders, dispatchMode: 'provider_delivery', articleDependencyMode: 'ignore_article' } });
    expect(other.body.data.externalOrderProviders).toMatchObject({ dispatchMode: 'provider_delivery', articleDependencyMode: 'ignore_article' });
  });

  it('refuses values outside the enums and unknown keys, naming the field', async () => {
    const badMode = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { externalOrderProviders: { dispatchMode: 'drone' } });
    expect(badMode.status).toBe(422);
    expect(badMode.body.errors.map((e: any) => e.path)).toContain('externalOrderProviders.dispatchMode');
    const badDependency = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { externalOrderProviders: { articleDependencyMode: 'ignore_everything' } });
    expect(badDependency.status).toBe(422);
    expect(badDependency.body.errors.map((e: any) => e.path)).toContain('externalOrderProviders.articleDependencyMode');
    const unknown = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { deliveryProviders: { teleport: { enabled: true } } });
    expect(unknown.status).toBe(422);
    const stored = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data;
    expect(stored.externalOrderProviders.dispatchMode).toBe('provider_delivery');
  });
});
