import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await testApp();
  doc = (await t.call(null, 'GET', '/api/openapi.json')).body;
});
afterAll(() => t.close());

/** The request body schema of an operation, its $ref followed. */
function bodySchema(path: string, method: string): any {
  const schema = doc.paths[path][method].requestBody.content['application/json'].schema;
  return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
}

describe('request schemas require what the server requires', () => {
  // Venue records of these three were created with no venue and answered 404 (venue not found):
  // now the schema names the field, the document says so, and the answer is a 422 naming it.
  for (const [path, body] of [
    ['/api/v1/general/inventory', { stock: 1 }],
    ['/api/v1/general/upsells', { type: 'addon' }],
    ['/api/v1/general/cartrecommendation', { orderType: 'inside', articles: [] }],
  ] as const) {
    it(`POST ${path} without a venue: 422 naming venue, and the document requires it`, async () => {
      expect(bodySchema(path, 'post').required).toContain('venue');
      const res = await t.call(await t.login('admin@example.com'), 'POST', path, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path: 'venue', code: 'required' }));
    });
  }

  it('bulk calls need at least one id, in the document and in the answer', async () => {
    const admin = await t.login('admin@example.com');
    const bulk = bodySchema('/api/v1/general/coupons/bulk', 'patch');
    expect(bulk.properties.ids.minItems).toBe(1);
    const none = await t.call(admin, 'DELETE', '/api/v1/general/coupons/bulk', { ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors).toContainEqual(expect.objectContaining({ path: 'ids', code: 'minItems' }));
  });

  // Fields only one value of another needs: `x-required-when`, as if/then in the create body's schema.
  const requires = (schema: any, field: string, value: string) =>
    (schema.allOf ?? []).find((c: any) => [c.if?.properties?.[field]?.const, ...(c.if?.properties?.[field]?.enum ?? [])].includes(value))?.then?.required ?? [];

  it('a promo code or coupon of an absolute type needs its value, a relative one its percentage: in the document and the answer', async () => {
    const admin = await t.login('admin@example.com');
    const venue = await t.venueId(admin, 'BM01');
    for (const base of ['/api/v1/general/promoCode', '/api/v1/general/coupons']) {
      for (const schema of [bodySchema(base, 'post'), bodySchema(`${base}/generate`, 'post')]) {
        expect(requires(schema, 'type', 'absolute')).toEqual(['value']);
        expect(requires(schema, 'type', 'relative')).toEqual(['percent']);
      }
      const code = `RW${base.length}${Date.now().toString(36).slice(-4)}`.toUpperCase();
      const absolute = await t.call(admin, 'POST', `${base}/`, { name: 'Absolute', code, type: 'absolute', venue });
      expect(absolute.status).toBe(422);
      expect(absolute.body.errors).toEqual([expect.objectContaining({ path: 'value', code: 'required' })]);
      const relative = await t.call(admin, 'POST', `${base}/`, { name: 'Relative', code, type: 'relative', venue });
      expect(relative.body.errors).toEqual([expect.objectContaining({ path: 'percent', code: 'required' })]);
      expect((await t.call(admin, 'POST', `${base}/`, { name: 'Bogo', code, type: 'bogo', venue })).status).toBe(201);
      // An update cannot take the value away either (the entity's rule reads the same declaration).
      const made = await t.call(admin, 'POST', `${base}/`, { name: 'Absolute', code: `${code}A`, type: 'absolute', value: 2, venue });
      expect(made.status).toBe(201);
      const cleared = await t.call(admin, 'PATCH', `${base}/${made.body.data._id}`, { value: null });
      expect(cleared.status).toBe(422);
      expect(cleared.body.errors).toContainEqual(expect.objectContaining({ path: 'value', code: 'required' }));
    }
  });

  it('a loyalty program needs what its provider needs, in the document and the answer', async () => {
    const schema = bodySchema('/api/v1/loyalty', 'post');
    expect(requires(schema, 'type', 'piggy')).toEqual(['apikey', 'shopUuid']);
    expect(requires(schema, 'type', 'como')).toEqual(['apikey', 'storeId']);
    expect(requires(schema, 'type', 'rbi')).toEqual(['oauthId', 'oauthSecret', 'storeId']);
    const admin = await t.login('admin@example.com');
    const res = await t.call(admin, 'POST', '/api/v1/loyalty', { type: 'piggy' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual(['apikey', 'shopUuid']);
  });

  it('GET customer/ids needs ids (or ids[]): the document says so, the answer names it', async () => {
    const params = doc.paths['/api/v1/customer/ids'].get.parameters.filter((p: any) => p.in === 'query');
    for (const name of ['ids', 'ids[]']) expect(params.find((p: any) => p.name === name).description).toMatch(/required unless/);
    const admin = await t.login('admin@example.com');
    const res = await t.call(admin, 'GET', '/api/v1/customer/ids');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).toMatch(/ids/);
  });
});
