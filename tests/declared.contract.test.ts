import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDef } from '../schemas/_meta';
import { makeRegistry } from '../src/core/registry';
import { loadSchemas } from '../src/server/registry/loadSchemas';
import { fixtures } from './helpers/fixtures';
import { multipartBody } from './helpers/multipartBody';
import { testApp, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

/**
 * What a declaration alone drives: a company schema given a simple variant, a uniqueness check
 * beside its base, a PDF upload field and the access-shaping flag gets the calls and behaviour,
 * with no server code of its own.
 */
let t: TestApp;
let admin: string;
let venue: string;
const C = '/api/v1/dnd/company';

beforeAll(async () => {
  const schemas = await loadSchemas();
  const company = structuredClone(schemas.get('company')!.def) as EntityDef & Record<string, any>;
  company.properties.companyCode['x-ui'].unique = { call: 'POST ../validation/code', param: 'code' };
  company.properties.contract = { type: 'string', maxLength: 64, readOnly: true, 'x-ui': { widget: 'file', accept: 'application/pdf', upload: 'PATCH {id}/papers/contract' } };
  company['x-simple'] = {
    fields: ['name', 'email'],
    createOnly: ['venue', 'companyCode'],
    create: { call: 'POST quick', access: 'dnd.company.create' },
    update: { call: 'PATCH {id}/quick', access: 'dnd.company.update' },
  };
  company['x-shapes-access'] = true;
  t = await testApp({ registry: makeRegistry([...[...schemas.values()].map((e) => e.def).filter((d) => d.$id !== 'company'), company]) });
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
});
afterAll(() => t.close());

describe('a declaration drives the generic calls', () => {
  it('x-simple: the declared create and update accept only the declared fields; the update is audited as updateSimple', async () => {
    const created = await t.call(admin, 'POST', `${C}/quick`, { venue, companyCode: 'Q-1', name: 'Quick Ltd' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await t.call(admin, 'POST', `${C}/quick`, { venue, companyCode: 'Q-2', name: 'Q', subsidy: 3 })).status).toBe(422);
    const id = created.body.data._id;
    const edited = await t.call(admin, 'PATCH', `${C}/${id}/quick`, { email: 'quick@example.com' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Quick Ltd', email: 'quick@example.com' });
    // create-only fields and fields outside the list are refused on the update, as is an empty one
    expect((await t.call(admin, 'PATCH', `${C}/${id}/quick`, { companyCode: 'Q-9' })).status).toBe(422);
    expect((await t.call(admin, 'PATCH', `${C}/${id}/quick`, {})).status).toBe(422);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&action[]=updateSimple`);
    expect(audit.body.data).toHaveLength(1);
    // the declared permission: a user without dnd.company.update is refused
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'PATCH', `${C}/${id}/quick`, { name: 'x' })).status).toBe(403);
  });

  it('x-ui.unique: the declared check, beside the base and with its own body key, excepting an id', async () => {
    const company = (await t.call(admin, 'POST', C, { venue, companyCode: 'TAKEN-1', name: 'Taken' })).body.data;
    const check = (body: object) => t.call(admin, 'POST', '/api/v1/dnd/validation/code', body);
    expect(await check({ code: 'TAKEN-1' })).toMatchObject({ status: 200, body: { unique: false } });
    expect(await check({ code: 'TAKEN-1', id: company._id })).toMatchObject({ status: 200, body: { unique: true } });
    expect(await check({ code: 'FREE-1' })).toMatchObject({ status: 200, body: { unique: true } });
    expect((await t.call(null, 'POST', '/api/v1/dnd/validation/code', { code: 'x' })).status).toBe(401);
    // the spec's path of the shipped schema is gone with the declaration that named it
    expect((await t.call(admin, 'POST', `${C}/unique/company-code`, { companyCode: 'x' })).status).toBe(404);
  });

  it('x-ui.upload: the declared path takes a PDF only (accept), audited as upload<Field>', async () => {
    const id = (await t.call(admin, 'POST', C, { venue, companyCode: 'UP-1', name: 'Uploads' })).body.data._id;
    const send = async (content: Buffer) => {
      const { payload, headers } = multipartBody([{ content }]);
      const res = await t.app.inject({ method: 'PATCH', url: `${C}/${id}/papers/contract`, payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    expect(await send(fixtures.png)).toMatchObject({ status: 422, body: { code: 'FILE_NOT_PDF' } });
    const ok = await send(fixtures.pdf);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.contract).toMatch(/^[0-9a-f]{24}$/);
    const row = await t.db.kysely.selectFrom('files').select(['kind']).where('_id', '=', ok.body.data.contract).executeTakeFirstOrThrow();
    expect(row.kind).toBe('company.contract');
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&action[]=uploadContract`);
    expect(audit.body.data).toHaveLength(1);
  });

  it('x-shapes-access: a write to a flagged entity tells every process to drop cached principals; others do not', async () => {
    const topics: string[] = [];
    t.db.changes.subscribe((topic) => topics.push(topic));
    await t.call(admin, 'POST', C, { venue, companyCode: 'SH-1', name: 'Shaping' });
    await waitFor(() => topics.includes('access'));
    topics.length = 0;
    expect((await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Flagged', slug: 'flagged_group' })).status).toBe(201);
    await waitFor(() => topics.includes('access'));
    topics.length = 0;
    const table = await t.call(admin, 'POST', `/api/v1/general/venue/${venue}/table`, { number: 'SH-T1' });
    expect(table.status, JSON.stringify(table.body)).toBe(201);
    // a flagged write published by now (ordered feed): write one more flagged record and see only its topic
    await t.call(admin, 'POST', C, { venue, companyCode: 'SH-2', name: 'Shaping 2' });
    await waitFor(() => topics.includes('access'));
    expect(topics.filter((x) => x === 'access')).toHaveLength(1);
  });
});
