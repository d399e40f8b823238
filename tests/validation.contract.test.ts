import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;

async function writes(): Promise<number> {
  const row = await t.db.kysely.selectFrom('audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = (await t.call(admin, 'GET', '/api/v1/general/venue/list')).body.data[0]._id;
});
afterAll(() => t.close());

describe('bad input never reaches the database and never yields a 500', () => {
  const company = () => ({ venue, name: 'Valid GmbH', companyCode: `C${Math.random().toString(36).slice(2, 8)}` });
  const cases: [string, () => [string, string, unknown], number][] = [
    ['malformed JSON', () => ['POST', '/api/v1/dnd/company', '{"name": "x",'], 400],
    ['unknown field', () => ['POST', '/api/v1/dnd/company', { ...company(), evil: true }], 422],
    ['wrong type', () => ['POST', '/api/v1/dnd/company', { ...company(), orderMinimum: 'ten' }], 422],
    ['missing required', () => ['POST', '/api/v1/dnd/company', { venue }], 422],
    ['bad phone', () => ['POST', '/api/v1/dnd/company', { ...company(), phoneNumber: '0049 123' }], 422],
    ['bad IBAN', () => ['POST', '/api/v1/dnd/company', { ...company(), iban: 'DE89370400440532013001' }], 422],
    ['weak password', () => ['POST', '/api/v1/auth/user', { name: 'x', email: 'weak@example.com', password: 'password', role: 'staff' }], 422],
    ['bad e-mail', () => ['POST', '/api/v1/auth/user', { name: 'x', email: 'not-an-email', password: PASSWORD, role: 'staff' }], 422],
    ['role slug not an identifier', () => ['POST', '/api/v1/auth/role', { name: 'x', slug: 'Bad Slug' }], 422],
    ['oversized body', () => ['POST', '/api/v1/dnd/company', { ...company(), name: 'x'.repeat(2 * 1024 * 1024) }], 400],
    ['bad id in path', () => ['PATCH', '/api/v1/dnd/company/not-an-id', { name: 'x' }], 400],
    ['bad venue in path', () => ['POST', '/api/v1/general/venue/xyz/table', { number: '1' }], 400],
    ['read-only field', () => ['PATCH', `/api/v1/general/venue/${venue}`, { isPublished: true }], 422],
    ['bulk with a bad id', () => ['PATCH', '/api/v1/dnd/company/bulk', { ids: ['nope'], data: { name: 'x' } }], 422],
  ];
  it.each(cases)('%s → %i', async (_name, make, status) => {
    const before = await writes();
    const [method, url, body] = make();
    const res = await t.call(admin, method as 'POST', url, body);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
    expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String), code: expect.any(String) });
    if (status === 422) expect(res.body.errors.length).toBeGreaterThan(0);
    expect(await writes()).toBe(before);
  });

  it('422 names each bad field with a message that says what to do', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/dnd/company', { venue, name: 'x', companyCode: 'Z1', phoneNumber: '12', iban: 'DE00', extra: 1 });
    const byPath = Object.fromEntries(res.body.errors.map((e: any) => [e.path, e.message]));
    expect(Object.keys(byPath).sort()).toEqual(['extra', 'iban', 'phoneNumber']);
    expect(byPath.phoneNumber).toMatch(/\+/);
    expect(byPath.extra).toMatch(/not a known field/);
  });

  it('nested paths are dotted', async () => {
    const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { openingHours: { regular: { monday: [{ from: '25:00', to: '10:00' }] } } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe('openingHours.regular.monday.0.from');
  });
});

describe('uniqueness lives in the database', () => {
  it('two concurrent creates of the same e-mail: exactly one wins, the other gets 422', async () => {
    const body = { name: 'Twin', email: 'twin@example.com', password: PASSWORD, role: 'staff' };
    const results = await Promise.all([1, 2, 3].map(() => t.call(admin, 'POST', '/api/v1/auth/user', body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const loser = results.find((r) => r.status === 422)!;
    expect(loser.body.errors).toEqual([{ path: 'email', message: 'is already taken', code: 'taken' }]);
  });

  it('e-mail comparison ignores case; a soft-deleted record frees its value', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Twin', email: 'TWIN@example.com', password: PASSWORD, role: 'staff' });
    expect(res.status).toBe(422);
    const id = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=twin@example.com')).body.data[0]._id;
    await t.call(admin, 'DELETE', `/api/v1/auth/user/${id}`);
    expect((await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Twin 2', email: 'twin@example.com', password: PASSWORD, role: 'staff' })).status).toBe(201);
  });

  it('readableId and company code are unique; the spec validation calls answer { unique }', async () => {
    expect((await t.call(admin, 'POST', '/api/v1/general/validation/readableId', { readableId: 'BM01' })).body).toEqual({ unique: false });
    expect((await t.call(admin, 'POST', '/api/v1/general/validation/readableId', { readableId: 'BM01', id: venue })).body.unique).toBeDefined();
    expect((await t.call(admin, 'POST', '/api/v1/general/validation/readableId', { readableId: 'FREE1' })).body).toEqual({ unique: true });
    expect((await t.call(admin, 'POST', '/api/v1/auth/validation/email', { email: 'Admin@Example.com' })).body).toEqual({ unique: false });
    expect((await t.call(admin, 'POST', '/api/v1/general/validation/venueLabel', { readableId: 'city-centre' })).body).toEqual({ unique: false });
    expect((await t.call(admin, 'POST', '/api/v1/dnd/company/unique/company-code', { companyCode: 'LUNCH1' })).body).toEqual({ unique: false });
    const dup = await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Dup', readableId: 'BM01' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors[0].path).toBe('readableId');
    const code = await t.call(admin, 'POST', '/api/v1/dnd/company', { venue, name: 'Dup', companyCode: 'LUNCH1' });
    expect(code.body.errors).toEqual([{ path: 'companyCode', message: 'is already taken', code: 'taken' }]);
  });
});

describe('roles', () => {
  it('system roles cannot be changed or deleted (422)', async () => {
    const adminRole = (await t.call(admin, 'GET', '/api/v1/auth/role?slug[]=admin')).body.data[0];
    expect(adminRole.isSystem).toBe(true);
    const upd = await t.call(admin, 'PATCH', `/api/v1/auth/role/${adminRole._id}`, { name: 'Root' });
    expect(upd.status).toBe(422);
    expect(upd.body.message).toBe('System roles cannot be changed.');
    expect((await t.call(admin, 'DELETE', `/api/v1/auth/role/${adminRole._id}`)).status).toBe(422);
    const created = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Sneaky', slug: 'sneaky', isSystem: true });
    expect(created.status).toBe(422);
  });

  it('a non-admin cannot hand out rights it does not hold', async () => {
    const manager = await t.login('manager@example.com');
    const res = await t.call(manager, 'POST', '/api/v1/auth/user', { name: 'Evil', email: 'evil@example.com', password: PASSWORD, role: 'admin' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe('role');
    const ok = await t.call(manager, 'POST', '/api/v1/auth/user', { name: 'New staff', email: 'newstaff@example.com', password: PASSWORD, role: 'staff' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // A manager's user lands in the manager's customer group.
    expect(ok.body.data.customerGroup).toBeTruthy();
  });
});
