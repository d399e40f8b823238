import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBase } from '../src/core/apiSpec';
import { checkAccess } from '../src/core/permissions';
import { REGISTERED_ROLE } from '../src/server/auth/registrationRoles';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * A self-registered account is nobody's member (spec part 1 §2 /register/{customerGroup}; the
 * product rule: "login only" is a tenant's signed-in member). Registering through a brand's link
 * files a request; until the brand's administrator approves it, the account reaches no brand data
 * and changes nothing, on every route the app serves (the list comes from the app itself).
 */
let t: TestApp;
let admin: string;
let manager: string;
let group: string;
let venues: string[];
let ipCounter = 0;

async function register(email: string, customerGroup?: string) {
  const ip = `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const body = { name: 'Pia Pending', email, password: 'Welcome123', privacyAccepted: true, ...(customerGroup ? { customerGroup } : {}) };
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** The first live row of an entity's table: the demo database holds the demo brand's records. */
async function anyId(table: string): Promise<string | undefined> {
  return (await t.db.kysely.selectFrom(table).select('_id').where('deleted_at', 'is', null).limit(1).executeTakeFirst())?._id;
}

const DATE_PARAMS = new Set(['from', 'to', 'date', 'month']);
/** Real ids of the demo brand for every path parameter: the call reaches actual records. */
async function fill(url: string): Promise<string> {
  const entities = [...t.services.registry.values()];
  const owner = entities.find((e) => Object.values(e.api).some((c) => `/api/${c!.path.replace(/\{(\w+)\}/g, ':$1')}` === url))
    ?? entities.find((e) => url.startsWith(`/api/${e.def['x-api']?.base ?? defaultBase(e.id)}/`));
  const ownId = owner ? await anyId(owner.table) : undefined;
  const parts = url.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (!part.startsWith(':')) { out.push(part); continue; }
    const name = part.slice(1);
    if (name === 'venue' || name === 'venueId') out.push(venues[0]);
    else if (name === 'customerGroup' || name === 'groupId' || name === 'group') out.push(group);
    else if (name === 'id') out.push(ownId ?? venues[0]);
    else if (DATE_PARAMS.has(name)) out.push('2026-01-01');
    else out.push(venues[0]);
  }
  return out.join('/');
}

/** Anything naming the demo brand: its group, its venues, its name or slug. */
function brandMarkers(): string[] {
  return [group, ...venues, 'demo_burger', 'Demo Burger'];
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  group = (await t.call(admin, 'GET', '/api/v1/general/customergroup?slug[]=demo_burger')).body.data[0]._id;
  venues = (await t.call(admin, 'GET', `/api/v1/general/venue/all?customerGroup[]=${group}`)).body.data.map((v: any) => v._id);
}, 120_000);
afterAll(() => t?.close());

describe('registering into a brand', () => {
  it('answers a known and an unknown brand slug alike, and links the account to no brand', async () => {
    const known = await register('known-brand@example.com', 'demo_burger');
    const unknown = await register('unknown-brand@example.com', 'no_such_brand');
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    const shape = (b: any) => ({ ...b.data, _id: 'x', email: 'x', createdAt: 'x', updatedAt: 'x', privacyAcceptedAt: 'x' });
    expect(shape(known.body)).toEqual(shape(unknown.body));
    expect(known.body.data).not.toHaveProperty('customerGroup');
    expect(known.body.data).not.toHaveProperty('requestedCustomerGroup');

    // The known brand's request is filed (for its administrator), the unknown one files nothing.
    const stored = async (email: string) => (await t.call(admin, 'GET', `/api/v1/auth/user?email[]=${email}`)).body.data[0];
    expect(await stored('known-brand@example.com')).toMatchObject({ requestedCustomerGroup: group, role: 'registered' });
    expect(await stored('known-brand@example.com')).not.toHaveProperty('customerGroup');
    expect(await stored('unknown-brand@example.com')).not.toHaveProperty('requestedCustomerGroup');
    const session = (await t.call(null, 'POST', '/api/v1/auth/login', { email: 'known-brand@example.com', password: 'Welcome123' })).body;
    expect(session).toMatchObject({ linkedCustomerGroup: null, customerGroup: null, venues: [], member: null });
  });

  it('lets the account reach no brand data and change nothing on any route before approval; approved, it works', async () => {
    expect((await register('pending@example.com', 'demo_burger')).status).toBe(201);
    const pending = await t.login('pending@example.com', 'Welcome123');
    const registered = { role: REGISTERED_ROLE.slug, permissions: REGISTERED_ROLE.permissions, member: null };
    // Every route the app declares (its own list); signing out is a call about oneself that
    // would end the token the sweep goes on with.
    const checked = t.app.declaredRoutes.filter((r) => r.method !== 'HEAD' && r.access !== 'public' && r.url !== '/api/v1/auth/logout');
    expect(checked.length).toBeGreaterThan(300);

    const problems: string[] = [];
    for (const r of checked) {
      const url = await fill(r.url);
      const res = await t.app.inject({
        method: r.method as any,
        url,
        headers: { authorization: `Bearer ${pending}`, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: '{}' }),
      });
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      // Calls an account makes about itself ('self', MFA) may answer, never with the brand.
      const ownCall = checkAccess(registered, r.access);
      if (ok && !ownCall) problems.push(`${r.method} ${r.url} (${JSON.stringify(r.access)}) answered ${res.statusCode}`);
      if (ok && brandMarkers().some((m) => res.body.includes(m))) problems.push(`${r.method} ${r.url} answered brand data`);
    }
    expect(problems).toEqual([]);

    // Approved by the brand's manager with a role of the brand, the same token now works.
    const id = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=pending@example.com')).body.data[0]._id;
    const approved = await t.call(manager, 'PATCH', `/api/v1/auth/user/${id}/approve`, { role: 'staff' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ role: 'staff', customerGroup: group });
    expect(approved.body.data).not.toHaveProperty('requestedCustomerGroup');
    const session = await t.call(pending, 'GET', '/api/v1/auth/session');
    expect(session.body).toMatchObject({ linkedCustomerGroup: group, member: 'brand', role: 'staff' });
    const subscriptions = await t.call(pending, 'GET', '/api/v1/general/subscription');
    expect(subscriptions.status).toBe(200);
    expect(subscriptions.body.data.length).toBeGreaterThan(0);
    const audit = (await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&action[]=approveRegistration`)).body.data;
    expect(audit).toEqual([expect.objectContaining({ actorName: 'Mia Manager' })]);
  }, 120_000);

  it('refuses the writes of the finding with their real bodies, and changes nothing', async () => {
    expect((await register('attacker@example.com', 'demo_burger')).status).toBe(201);
    const pending = await t.login('attacker@example.com', 'Welcome123');
    const subscription = await anyId('subscription');
    const category = await anyId('subscription_category');
    const program = await anyId('loyalty_program');
    expect([subscription, category, program].every(Boolean)).toBe(true);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/v1/general/coupons', { name: 'Free 50', code: 'FREE50X', type: 'fixed', value: 50, isActive: true, customerGroup: group }],
      ['POST', '/api/v1/general/coupons', { name: 'Free 50', code: 'FREE50Y', type: 'fixed', value: 50, isActive: true, venue: venues[0] }],
      ['POST', '/api/v1/general/coupons/generate', { name: 'Many', type: 'fixed', venue: venues[0], generateAmount: 5 }],
      ['PATCH', `/api/v1/general/subscription/${subscription}`, { price: 0.01 }],
      ['POST', '/api/v1/general/subscription', { venue: venues[0], name: { de: 'Abo' }, price: 1 }],
      ['DELETE', `/api/v1/general/subscription/${subscription}/hard`, undefined],
      ['PATCH', `/api/v1/general/subscriptioncategory/${category}`, { name: { de: 'Übernommen' } }],
      ['PATCH', `/api/v1/loyalty/${program}`, { type: 'internal', apikey: 'stolen' }],
      ['DELETE', `/api/v1/loyalty/${program}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = await t.call(pending, method as any, url, body);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(403);
    }
    const reads = ['/api/v1/general/subscription', '/api/v1/loyalty/', `/api/v1/loyalty/reward/bygroup/${group}`, '/api/v1/general/subscriptioncategory',
      `/api/v1/employeenotification/active?venue=${venues[0]}`, '/api/v1/general/customergroup'];
    for (const url of reads) expect((await t.call(pending, 'GET', url)).status, url).toBe(403);
    expect((await t.call(admin, 'GET', `/api/v1/general/subscription/${subscription}`)).body.data.price).not.toBe(0.01);
  });
});

describe('approving and rejecting requests', () => {
  it('lists the pending requests of the approver\'s own brand; another brand\'s manager sees and decides none of them', async () => {
    expect((await register('waiting@example.com', 'demo_burger')).status).toBe(201);
    const id = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=waiting@example.com')).body.data[0]._id;
    const list = await t.call(manager, 'GET', '/api/v1/auth/user/requests');
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(expect.objectContaining({ _id: id, email: 'waiting@example.com', requestedCustomerGroup: group }));

    const other = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' })).body.data._id;
    await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'O', email: 'other-manager@example.com', password: PASSWORD, role: 'manager', customerGroup: other });
    const otherManager = await t.login('other-manager@example.com');
    expect((await t.call(otherManager, 'GET', '/api/v1/auth/user/requests')).body.data).toEqual([]);
    expect((await t.call(otherManager, 'PATCH', `/api/v1/auth/user/${id}/approve`, { role: 'staff' })).status).toBe(404);
    expect((await t.call(otherManager, 'PATCH', `/api/v1/auth/user/${id}/reject`)).status).toBe(404);
    // A venue operator holds no user rights: not an approver.
    expect((await t.call(await t.login('operator@example.com'), 'PATCH', `/api/v1/auth/user/${id}/approve`, { role: 'staff' })).status).toBe(403);
  });

  it('hands out only roles the approver could give anyway, never a registration role', async () => {
    expect((await register('picky@example.com', 'demo_burger')).status).toBe(201);
    const id = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=picky@example.com')).body.data[0]._id;
    for (const [role, code] of [['admin', 'roleNotHeld'], ['registered', 'roleOfRegistration'], ['franchisee', 'roleOfRegistration'], ['no_such_role', 'roleUnknown']]) {
      const res = await t.call(manager, 'PATCH', `/api/v1/auth/user/${id}/approve`, { role });
      expect(res.status, role).toBe(422);
      expect(res.body.errors.map((e: any) => e.code)).toEqual([code]);
    }
    const user = (await t.call(admin, 'GET', `/api/v1/auth/user/${id}`)).body.data;
    expect(user).toMatchObject({ role: 'registered', requestedCustomerGroup: group });
    expect(user).not.toHaveProperty('customerGroup');
  });

  it('rejects: the request is gone, the account keeps no brand, and it is audited', async () => {
    expect((await register('rejected@example.com', 'demo_burger')).status).toBe(201);
    const id = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=rejected@example.com')).body.data[0]._id;
    const res = await t.call(manager, 'PATCH', `/api/v1/auth/user/${id}/reject`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ role: 'registered' });
    expect(res.body.data).not.toHaveProperty('requestedCustomerGroup');
    expect(res.body.data).not.toHaveProperty('customerGroup');
    expect((await t.call(manager, 'GET', '/api/v1/auth/user/requests')).body.data.map((r: any) => r._id)).not.toContain(id);
    expect((await t.call(manager, 'PATCH', `/api/v1/auth/user/${id}/approve`, { role: 'staff' })).status).toBe(404);
    const audit = (await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&action[]=rejectRegistration`)).body.data;
    expect(audit).toEqual([expect.objectContaining({ actorName: 'Mia Manager' })]);
  });
});

describe('"login only" is a member of a tenant, in its scope', () => {
  it('lets a venue operator read the brand\'s loyalty program and subscription categories, but not change them (brand writes)', async () => {
    const operator = await t.login('operator@example.com');
    const program = await anyId('loyalty_program');
    const category = await anyId('subscription_category');
    expect((await t.call(operator, 'GET', `/api/v1/loyalty/${program}`)).status).toBe(200);
    expect((await t.call(operator, 'GET', `/api/v1/general/subscriptioncategory/${category}`)).status).toBe(200);
    expect((await t.call(operator, 'PATCH', `/api/v1/loyalty/${program}`, { operator: 'x' })).status).toBe(403);
    expect((await t.call(operator, 'PATCH', `/api/v1/general/subscriptioncategory/${category}`, { name: { de: 'Neu' } })).status).toBe(403);
    // The brand's own user still changes them.
    expect((await t.call(manager, 'PATCH', `/api/v1/general/subscriptioncategory/${category}`, { name: { de: 'Neu' } })).status).toBe(200);
  });

  it('keeps a franchisee a member of its own (pending) venue', async () => {
    const ip = '10.8.0.1';
    const body = { name: 'Franz', email: 'franz@example.com', password: 'Welcome123', privacyAccepted: true, venue: { name: 'Franz Grill', street: 'A', number: '1', postalCode: '10115', city: 'Berlin' } };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register/franchisee', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(res.statusCode).toBe(201);
    const session = (await t.call(null, 'POST', '/api/v1/auth/login', { email: 'franz@example.com', password: 'Welcome123' })).body;
    expect(session.member).toBe('venue');
    const franz = session.token;
    const subs = await t.call(franz, 'GET', '/api/v1/general/subscription');
    expect(subs.status).toBe(200);
    expect(subs.body.data).toEqual([]);
  });
});
