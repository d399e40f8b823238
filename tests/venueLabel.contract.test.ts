import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * Venue labels belong to a customer group: a brand's users see and change only their brand's
 * labels, a label names only venues of its group, and a label grants nothing outside it.
 * Labels without a group are the platform's, for admins only.
 */
let t: TestApp;
let admin: string;
let manager: string;
let groupA: string;
let venueA: string;
let cityCentre: any;
let groupB: string;
let venueB1: string;
let venueB2: string;
let labelB: any;
let platformLabel: any;

const base = '/api/v1/general/venueLabel';
const labelRows = (ids: string[]) => t.db.kysely.selectFrom('venue_label').selectAll().where('_id', 'in', ids).orderBy('_id').execute();

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  groupA = (await t.call(manager, 'GET', '/api/v1/auth/session')).body.linkedCustomerGroup;
  venueA = await t.venueId(admin, 'BM01');
  cityCentre = (await t.call(admin, 'GET', `${base}?slug[]=city-centre`)).body.data[0];
  groupB = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' })).body.data._id;
  venueB1 = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other One', readableId: 'OB01', customerGroup: groupB })).body.data._id;
  venueB2 = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other Two', readableId: 'OB02', customerGroup: groupB })).body.data._id;
  const created = await t.call(admin, 'POST', base, { name: 'Harbour', slug: 'harbour', venues: [venueB1], customerGroup: groupB });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  labelB = created.body.data;
  platformLabel = (await t.call(admin, 'POST', base, { name: 'Everywhere', slug: 'everywhere', venues: [venueA, venueB2] })).body.data;
});
afterAll(() => t.close());

describe('venue labels and tenancy', () => {
  it('the demo label belongs to the demo group', () => {
    expect(cityCentre.customerGroup).toBe(groupA);
    expect(labelB.customerGroup).toBe(groupB);
    expect(platformLabel.customerGroup).toBeUndefined();
  });

  it("a brand manager lists and reads only its brand's labels, never another brand's or the platform's", async () => {
    const all = await t.call(manager, 'GET', `${base}/all`);
    expect(all.status).toBe(200);
    const ids = all.body.data.map((l: any) => l._id);
    // Positive control: its own label is there.
    expect(ids).toContain(cityCentre._id);
    expect(ids).not.toContain(labelB._id);
    expect(ids).not.toContain(platformLabel._id);
    const list = await t.call(manager, 'GET', `${base}?limit=1000&q=harbour`);
    expect(list.body).toMatchObject({ total: 0, data: [] });
    expect((await t.call(manager, 'GET', `${base}/${cityCentre._id}`)).status).toBe(200);
    expect((await t.call(manager, 'GET', `${base}/${labelB._id}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `${base}/${platformLabel._id}`)).status).toBe(404);
    // The admin sees every label.
    const adminIds = (await t.call(admin, 'GET', `${base}/all`)).body.data.map((l: any) => l._id);
    expect(adminIds).toEqual(expect.arrayContaining([cityCentre._id, labelB._id, platformLabel._id]));
  });

  it("changing or deleting another brand's label or a platform label answers 404 and writes nothing", async () => {
    const before = await labelRows([labelB._id, platformLabel._id]);
    for (const label of [labelB, platformLabel]) {
      expect((await t.call(manager, 'PATCH', `${base}/${label._id}`, { name: 'hijacked' })).status).toBe(404);
      expect((await t.call(manager, 'PATCH', `${base}/${label._id}`, { venues: [venueA] })).status).toBe(404);
      expect((await t.call(manager, 'PATCH', `${base}/bulk`, { ids: [label._id], data: { name: 'hijacked' } })).status).toBe(404);
      expect((await t.call(manager, 'DELETE', `${base}/${label._id}`)).status).toBe(404);
      expect((await t.call(manager, 'DELETE', `${base}/bulk`, { ids: [label._id], hard: true })).status).toBe(404);
    }
    expect(await labelRows([labelB._id, platformLabel._id])).toEqual(before);
    // Positive control: its own label changes.
    const own = await t.call(manager, 'PATCH', `${base}/${cityCentre._id}`, { name: 'City centre (Mitte)' });
    expect(own.status).toBe(200);
    expect(own.body.data.name).toBe('City centre (Mitte)');
  });

  it("creating a label naming another brand's venue, or adding one, answers 404 and writes nothing", async () => {
    const count = async () => (await t.db.kysely.selectFrom('venue_label').select('_id').execute()).length;
    const n = await count();
    const foreign = await t.call(manager, 'POST', base, { name: 'Sneaky', slug: 'sneaky', venues: [venueA, venueB1] });
    expect(foreign.status).toBe(404);
    expect(await count()).toBe(n);
    const before = await labelRows([cityCentre._id]);
    expect((await t.call(manager, 'PATCH', `${base}/${cityCentre._id}`, { venues: [venueA, venueB1] })).status).toBe(404);
    expect((await t.call(manager, 'PATCH', `${base}/bulk`, { ids: [cityCentre._id], data: { venues: [venueB2] } })).status).toBe(404);
    expect(await labelRows([cityCentre._id])).toEqual(before);
    // Nor can it hand a label to another brand, or make it a platform label.
    const intoB = await t.call(manager, 'POST', base, { name: 'Gift', slug: 'gift', customerGroup: groupB });
    expect(intoB.status).toBe(422);
    expect(intoB.body.errors[0].path).toBe('customerGroup');
    expect(await count()).toBe(n);

    // Positive control: a label of its own venues gets the manager's group.
    const ok = await t.call(manager, 'POST', base, { name: 'Mitte', slug: 'mitte', venues: [venueA] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.customerGroup).toBe(groupA);
  });

  it("a label names only venues of its own customer group, also when an admin writes it", async () => {
    const mixed = await t.call(admin, 'POST', base, { name: 'Mixed', slug: 'mixed', venues: [venueA, venueB1], customerGroup: groupA });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors[0].path).toBe('venues');
    const before = await labelRows([labelB._id]);
    const moved = await t.call(admin, 'PATCH', `${base}/${labelB._id}`, { customerGroup: groupA });
    expect(moved.status).toBe(422);
    expect(moved.body.errors[0].path).toBe('venues');
    const added = await t.call(admin, 'PATCH', `${base}/${labelB._id}`, { venues: [venueB1, venueA] });
    expect(added.status).toBe(422);
    expect(await labelRows([labelB._id])).toEqual(before);
    // Positive control: venues of the label's own group.
    expect((await t.call(admin, 'PATCH', `${base}/${labelB._id}`, { venues: [venueB1, venueB2] })).status).toBe(200);
  });

  it("a brand's label grants no venue outside its brand, however it came to name one", async () => {
    const make = await t.call(admin, 'POST', '/api/v1/auth/user', {
      name: 'Lena Label', email: 'lena@example.com', password: PASSWORD, role: 'staff', venueLabels: [cityCentre._id, platformLabel._id],
    });
    expect(make.status, JSON.stringify(make.body)).toBe(201);
    // Written past the API (an old row, a direct edit): the demo label also names brand B's venue.
    const row = (await labelRows([cityCentre._id]))[0];
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    await t.db.kysely.updateTable('venue_label').set({ doc: JSON.stringify({ ...doc, venues: [venueA, venueB1] }) }).where('_id', '=', cityCentre._id).execute();
    const lena = await t.login('lena@example.com');
    const session = (await t.call(lena, 'GET', '/api/v1/auth/session')).body;
    expect(session.venues).toContain(venueA);
    expect(session.venues).not.toContain(venueB1);
    // A platform label is the admin's: its venues are granted as they stand.
    expect(session.venues).toContain(venueB2);
    expect((await t.call(lena, 'GET', `/api/v1/general/venue/${venueB1}`)).status).toBe(404);
    await t.db.kysely.updateTable('venue_label').set({ doc: JSON.stringify(doc) }).where('_id', '=', cityCentre._id).execute();
  });

  it('a brand user hands out only its own labels', async () => {
    const staff = (email: string, venueLabels: string[]) => ({ name: 'Label Staff', email, password: PASSWORD, role: 'staff', venueLabels });
    for (const label of [labelB, platformLabel]) {
      const res = await t.call(manager, 'POST', '/api/v1/auth/user', staff(`given-${label.slug}@example.com`, [label._id]));
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toBe('venueLabels');
    }
    expect((await t.call(manager, 'POST', '/api/v1/auth/user', staff('given-own@example.com', [cityCentre._id]))).status).toBe(201);
  });
});
