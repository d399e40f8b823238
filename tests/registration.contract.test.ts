import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, PASSWORD, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

let t: TestApp;
let admin: string;
let ipCounter = 0;

beforeAll(async () => {
  t = await testApp({ publicUrl: 'https://admin.example.com' });
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

/**
 * An anonymous call from its own address: registration is limited per address, and every test
 * gets a fresh one unless it names one, so the limit only bites where a test wants it to.
 */
async function anon(url: string, body: unknown, ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  const res = await t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const person = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Rita Register', email, password: 'Welcome123', privacyAccepted: true, ...extra });
const address = { name: 'Pizza Süd', street: 'Hauptstraße', number: '5', postalCode: '70173', city: 'Stuttgart' };

async function usersWithEmail(email: string): Promise<any[]> {
  return (await t.call(admin, 'GET', `/api/v1/auth/user?email[]=${encodeURIComponent(email)}`)).body.data;
}

async function mailTo(email: string): Promise<any> {
  return waitFor(async () => (await t.call(admin, 'GET', `/api/v1/outbox?to[]=${encodeURIComponent(email)}`)).body.data[0]);
}

async function session(email: string, password = 'Welcome123') {
  return (await t.call(null, 'POST', '/api/v1/auth/login', { email, password })).body;
}

describe('POST v1/auth/register', () => {
  it('creates a user with the low-privilege role, who can sign in; audited and welcomed in the chosen language', async () => {
    const res = await anon('/api/v1/auth/register', person('rita@example.com', { language: 'de' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Rita Register', email: 'rita@example.com', role: 'registered', venues: [], mfa: false });
    expect(res.body.data).not.toHaveProperty('password');
    expect(res.body.data).not.toHaveProperty('customerGroup');
    expect(Date.parse(res.body.data.privacyAcceptedAt)).toBeGreaterThan(Date.now() - 60_000);

    const s = await session('rita@example.com');
    expect(s).toMatchObject({ role: 'registered', venues: [], linkedCustomerGroup: null });
    expect(s.permissions.sort()).toEqual(['mfa.disable', 'mfa.enable']);
    // The new role is a system role: nobody widens every registered user's rights by accident.
    const role = (await t.call(admin, 'GET', '/api/v1/auth/role?slug[]=registered')).body.data[0];
    expect(role).toMatchObject({ isSystem: true });

    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${res.body.data._id}`);
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'create', resource: 'user', actorName: 'registration' })]);
    expect(JSON.stringify(audit.body.data[0].changes)).not.toContain('Welcome123');

    const mail = await mailTo('rita@example.com');
    expect(mail.subject).toBe('Willkommen im Backoffice');
    expect(mail.text).toContain('Hallo Rita Register,');
    expect(mail.text).toContain('https://admin.example.com/');
  });

  it('refuses without accepting the data protection regulations (422 on privacyAccepted), and creates nothing', async () => {
    for (const consent of [{ privacyAccepted: false }, { privacyAccepted: undefined }]) {
      const res = await anon('/api/v1/auth/register', person('noconsent@example.com', consent));
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: any) => e.path)).toEqual(['privacyAccepted']);
    }
    expect(await usersWithEmail('noconsent@example.com')).toEqual([]);
  });

  it('files a request to join the customer group named by its slug, linking nothing; an unknown slug is answered alike', async () => {
    const group = (await t.call(admin, 'GET', '/api/v1/general/customergroup?slug[]=demo_burger')).body.data[0];
    const res = await anon('/api/v1/auth/register', person('brand.member@example.com', { customerGroup: 'demo_burger' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'registered' });
    expect(res.body.data).not.toHaveProperty('customerGroup');
    expect((await session('brand.member@example.com')).linkedCustomerGroup).toBe(null);
    expect((await usersWithEmail('brand.member@example.com'))[0]).toMatchObject({ requestedCustomerGroup: group._id });

    // Whether a brand exists is not told: an unknown slug registers the same way and files nothing.
    const unknown = await anon('/api/v1/auth/register', person('nobrand@example.com', { customerGroup: 'no_such_brand' }));
    expect(unknown.status).toBe(201);
    expect(Object.keys(unknown.body.data).sort()).toEqual(Object.keys(res.body.data).sort());
    expect((await usersWithEmail('nobrand@example.com'))[0]).not.toHaveProperty('requestedCustomerGroup');
    // The group's id is not its slug: ids cannot be guessed into a link either.
    expect((await anon('/api/v1/auth/register', person('byid@example.com', { customerGroup: group._id }))).status).toBe(201);
    expect((await usersWithEmail('byid@example.com'))[0]).not.toHaveProperty('requestedCustomerGroup');
  });

  it('lets no body field pick a role, venues, labels, flags or a stored password hash', async () => {
    const venue = await t.venueId(admin, 'BM01');
    const attempts: Record<string, unknown>[] = [
      { role: 'admin' }, { venues: [venue] }, { venueLabels: ['ffffffffffffffffffffffffff'.slice(0, 24)] }, { mfa: true },
      { isSystem: true }, { privacyAcceptedAt: '2020-01-01T00:00:00.000Z' }, { code: 'X1' }, { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
    ];
    for (const extra of attempts) {
      const res = await anon('/api/v1/auth/register', person('escalate@example.com', extra));
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.errors.map((e: any) => e.path)).toEqual([Object.keys(extra)[0]]);
    }
    expect(await usersWithEmail('escalate@example.com')).toEqual([]);
  });

  it('applies the password rule and e-mail uniqueness (case-insensitive)', async () => {
    const weak = await anon('/api/v1/auth/register', person('weak@example.com', { password: 'password' }));
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].path).toBe('password');
    const taken = await anon('/api/v1/auth/register', person(' Admin@Example.com'.trim()));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([{ path: 'email', message: 'is already taken', code: 'taken' }]);
    // The stored admin keeps its role and password.
    expect((await session('admin@example.com', PASSWORD)).role).toBe('admin');
  });

  it('is limited per address like logins (every attempt counts), then answers 429', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      const res = await anon('/api/v1/auth/register', person(`limit${i}@example.com`, { privacyAccepted: i % 2 === 0 }), ip);
      expect(res.status).toBe(i % 2 === 0 ? 201 : 422);
    }
    const blocked = await anon('/api/v1/auth/register', person('limit-last@example.com'), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('REGISTER_RATE_LIMITED');
    expect(await usersWithEmail('limit-last@example.com')).toEqual([]);
    // Another address is not affected.
    expect((await anon('/api/v1/auth/register', person('limit-other@example.com'))).status).toBe(201);
  });
});

describe('POST v1/auth/validation/email', () => {
  it('answers anonymous callers (the registration forms) and signed-in ones', async () => {
    expect((await anon('/api/v1/auth/validation/email', { email: ' ADMIN@example.com ' })).body).toEqual({ unique: false });
    expect((await anon('/api/v1/auth/validation/email', { email: 'free.address@example.com' })).body).toEqual({ unique: true });
    expect((await t.call(admin, 'POST', '/api/v1/auth/validation/email', { email: 'admin@example.com' })).body).toEqual({ unique: false });
  });

  it('limits anonymous lookups per address, never signed-in ones', async () => {
    const ip = '192.0.2.88';
    for (let i = 0; i < 100; i++) expect((await anon('/api/v1/auth/validation/email', { email: `x${i}@example.com` }, ip)).status).toBe(200);
    const blocked = await anon('/api/v1/auth/validation/email', { email: 'y@example.com' }, ip);
    expect(blocked.status).toBe(429);
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/validation/email', remoteAddress: ip,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, payload: JSON.stringify({ email: 'y@example.com' }),
    });
    expect(JSON.parse(res.body)).toEqual({ unique: true });
  });
});

describe('POST v1/auth/register/franchisee', () => {
  it('creates the franchisee and the venue together; the venue waits unpublished and unverified', async () => {
    const res = await anon('/api/v1/auth/register/franchisee', person('franz@example.com', { name: 'Franz Franchise', language: 'fr', venue: { ...address, vatNumber: 'DE811111111', legalForm: 'GmbH' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { user, venue } = res.body.data;
    expect(venue).toMatchObject({ ...address, country: 'de', legalForm: 'GmbH', vatNumber: 'DE811111111', email: 'franz@example.com', isPublished: false, verified: false, isServiceActivated: false });
    expect(venue.readableId).toMatch(/^PIZZ\d{3,8}$/);
    expect(venue).not.toHaveProperty('customerGroup');
    expect(user).toMatchObject({ email: 'franz@example.com', role: 'franchisee', venues: [venue._id] });

    const s = await session('franz@example.com');
    expect(s).toMatchObject({ role: 'franchisee', venues: [venue._id], venue: venue._id });
    // Their own venue only; verifying and publishing stay with the platform.
    const list = await t.call(s.token, 'GET', '/api/v1/general/venue/list');
    expect(list.body.data.map((v: any) => v._id)).toEqual([venue._id]);
    expect((await t.call(s.token, 'PATCH', `/api/v1/general/venue/${venue._id}/simple`, { phone: '+4971112345' })).status).toBe(200);
    expect((await t.call(s.token, 'PATCH', `/api/v1/general/venue/${venue._id}/publish`, {})).status).toBe(403);
    expect((await t.call(s.token, 'PATCH', `/api/v1/general/venue/${venue._id}/verify`, {})).status).toBe(403);
    // Unverified venues are what the platform reviews.
    const pending = await t.call(admin, 'GET', '/api/v1/general/venue/list?verified[]=false&limit=1000');
    expect(pending.body.data.map((v: any) => v._id)).toContain(venue._id);

    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${venue._id}&subject[]=${user._id}&action[]=create`);
    expect(audit.body.data.map((e: any) => `${e.resource}:${e.action}:${e.actorName}`).sort()).toEqual(['user:create:registration', 'venue:create:registration']);
    const mail = await mailTo('franz@example.com');
    expect(mail.subject).toBe('Bienvenue dans le back-office');
    expect(mail.text).toContain('« Pizza Süd »');
  });

  it('is all or nothing: a taken e-mail leaves no venue behind', async () => {
    const before = (await t.call(admin, 'GET', '/api/v1/general/venue/list?q=Orphan&limit=1000')).body.total;
    const res = await anon('/api/v1/auth/register/franchisee', person('manager@example.com', { venue: { ...address, name: 'Orphan Venue' } }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'email', message: 'is already taken', code: 'taken' }]);
    expect((await t.call(admin, 'GET', '/api/v1/general/venue/list?q=Orphan&limit=1000')).body.total).toBe(before);
  });

  it('needs consent, the address with city and postal code, and a VAT number nobody uses', async () => {
    const noConsent = await anon('/api/v1/auth/register/franchisee', person('f1@example.com', { privacyAccepted: false, venue: address }));
    expect(noConsent.body.errors.map((e: any) => e.path)).toEqual(['privacyAccepted']);
    const { city: _c, postalCode: _p, ...noCity } = address;
    const missing = await anon('/api/v1/auth/register/franchisee', person('f2@example.com', { venue: noCity }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: any) => e.path).sort()).toEqual(['venue.city', 'venue.postalCode']);
    const badVat = await anon('/api/v1/auth/register/franchisee', person('f3@example.com', { venue: { ...address, vatNumber: '12' } }));
    expect(badVat.body.errors.map((e: any) => e.path)).toContain('venue.vatNumber');
    // DE811111111 was registered above.
    const used = await anon('/api/v1/auth/register/franchisee', person('f4@example.com', { venue: { ...address, vatNumber: 'de 811 111 111' } }));
    expect(used.status).toBe(422);
    expect(used.body.errors).toEqual([{ path: 'venue.vatNumber', message: 'VAT number invalid or in use.', code: 'vatInvalidOrInUse' }]);
    expect(await usersWithEmail('f4@example.com')).toEqual([]);
  });

  it('lets no body field publish, verify, group or id the venue, or pick the role', async () => {
    const group = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
    const venueAttempts = [{ isPublished: true }, { verified: true }, { isServiceActivated: true }, { customerGroup: group }, { readableId: 'MINE1' }, { provisionRate: 0 }];
    for (const extra of venueAttempts) {
      const res = await anon('/api/v1/auth/register/franchisee', person('sneaky@example.com', { venue: { ...address, ...extra } }));
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.errors.map((e: any) => e.path)).toEqual([`venue.${Object.keys(extra)[0]}`]);
    }
    for (const extra of [{ role: 'admin' }, { venues: [] }, { customerGroup: 'demo_burger' }]) {
      const res = await anon('/api/v1/auth/register/franchisee', person('sneaky@example.com', { ...extra, venue: address }));
      expect(res.status, JSON.stringify(extra)).toBe(422);
    }
    expect(await usersWithEmail('sneaky@example.com')).toEqual([]);
  });
});

describe('POST v1/auth/register/restricted', () => {
  it('a manager registers staff of its brand; the user chooses a password through the mailed link', async () => {
    const manager = await t.login('manager@example.com');
    const venue = await t.venueId(manager, 'BH02');
    const res = await t.call(manager, 'POST', '/api/v1/auth/register/restricted', { name: 'Invited Ivy', email: 'ivy@example.com', role: 'staff', venues: [venue] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const group = (await t.call(admin, 'GET', '/api/v1/general/customergroup?slug[]=demo_burger')).body.data[0]._id;
    expect(res.body.data).toMatchObject({ email: 'ivy@example.com', role: 'staff', venues: [venue], customerGroup: group });

    const mail = await mailTo('ivy@example.com');
    expect(mail.text).toContain('Mia Manager has created a back-office account for you.');
    const token = /https:\/\/admin\.example\.com\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect((await t.call(null, 'PATCH', '/api/v1/auth/password', { token, password: 'IvyChose42' })).status).toBe(200);
    expect((await session('ivy@example.com', 'IvyChose42')).role).toBe('staff');

    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${res.body.data._id}&action[]=create`);
    expect(audit.body.data[0]).toMatchObject({ actorName: 'Mia Manager' });
  });

  it('with a password the user signs in at once', async () => {
    const manager = await t.login('manager@example.com');
    const res = await t.call(manager, 'POST', '/api/v1/auth/register/restricted', { name: 'Paul Pass', email: 'paul@example.com', password: 'PaulPass12', role: 'staff', language: 'de' });
    expect(res.status).toBe(201);
    expect((await session('paul@example.com', 'PaulPass12')).role).toBe('staff');
    const mail = await mailTo('paul@example.com');
    expect(mail.text).toContain('Ihr Passwort erhalten Sie von Mia Manager.');
    expect(mail.text).not.toContain('/reset/');
  });

  it('hands out only what the caller holds; needs user.create.restricted and a session', async () => {
    const manager = await t.login('manager@example.com');
    for (const role of ['admin', 'operator']) {
      const res = await t.call(manager, 'POST', '/api/v1/auth/register/restricted', { name: 'X', email: `${role}.reg@example.com`, role });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toBe('role');
    }
    const foreignVenue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Elsewhere', readableId: 'ELSE1' })).body.data._id;
    const venues = await t.call(manager, 'POST', '/api/v1/auth/register/restricted', { name: 'X', email: 'venues.reg@example.com', role: 'staff', venues: [foreignVenue] });
    expect(venues.status).toBe(422);
    expect(venues.body.errors[0].path).toBe('venues');
    const extra = await t.call(manager, 'POST', '/api/v1/auth/register/restricted', { name: 'X', email: 'group.reg@example.com', role: 'staff', customerGroup: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(extra.status).toBe(422);
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'POST', '/api/v1/auth/register/restricted', { name: 'X', email: 'op.reg@example.com', role: 'staff' })).status).toBe(403);
    expect((await t.call(null, 'POST', '/api/v1/auth/register/restricted', { name: 'X', email: 'anon.reg@example.com', role: 'staff' })).status).toBe(401);
    for (const email of ['admin.reg@example.com', 'operator.reg@example.com', 'venues.reg@example.com', 'group.reg@example.com', 'op.reg@example.com', 'anon.reg@example.com']) {
      expect(await usersWithEmail(email)).toEqual([]);
    }
  });
});
