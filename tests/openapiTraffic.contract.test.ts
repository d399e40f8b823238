import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '../src/core/registry';
import { openapiValidator, type Mismatch } from './helpers/openapiValidator';
import { seededIds } from './helpers/seededIds';
import { onPostgres, PASSWORD, testApp, type TestApp } from './helpers/testApp';
import { entityOperation, invalidRequests, validRequest, type DocOp, type TrafficContext, type TrafficRequest } from './helpers/trafficRequest';

/**
 * Real traffic through a validator built from the served OpenAPI document (issue 25): every
 * operation gets a valid request signed in as the demo admin (real ids of the seeded demo data,
 * a body from its request schema) and invalid ones (no token, an id nobody has, a body of the
 * wrong type). Every answer's status, content type and body must be what the document says.
 *
 * Destructive operations run after all others, each on a throw-away record made by the entity's
 * own create call where one exists; logout comes last of all.
 */

/** Operations no test can drive, with the reason. Empty: every operation is driven. */
const NOT_DRIVEN: Record<string, string> = {};

/** Operations that end something later calls need: run after every other one, in this order. */
const DESTRUCTIVE: [RegExp, number][] = [
  [/^POST \/api\/v1\/maintenance\/enable$/, 1],
  [/^PATCH \/api\/v1\/maintenance\/disable$/, 2],
  [/\/panic$/, 3],
  [/\/mfa\//, 4],
  [/password/, 5],
  [/^DELETE .*\/hard$/, 7],
  [/^DELETE \/api\/v1\/(general\/venue|auth\/user|auth\/role)\//, 8],
  [/^DELETE /, 6],
  [/\/logout$/, 9],
];
/** Uploads run first, so the venue's documents are there to read; a file and a mail are read after the others stored them. */
const rankOf = (o: DocOp) => (o.op.requestBody?.content?.['multipart/form-data'] && o.method === 'PATCH' ? -1 : ['/api/v1/files/{id}', '/api/v1/outbox/{id}'].includes(o.path) ? 0.5 : DESTRUCTIVE.find(([re]) => re.test(`${o.method} ${o.path}`))?.[1] ?? 0);

/** A fault of the server itself; 503 is the error table's "provider not configured" (no SEPA provider runs in this test). */
const serverFault = (status: number) => status >= 500 && status !== 503;

interface Answer {
  op: string;
  request: TrafficRequest;
  status: number;
  mismatches: Mismatch[];
}

let t: TestApp;
let token: string;
let ctx: TrafficContext;

beforeAll(async () => {
  t = await testApp();
  token = await t.login('admin@example.com');
  const venue = await t.venueId(token, 'BM01');
  const entities = new Map<string, Entity>([...t.services.registry.values()].map((e) => [e.id, e]));
  ctx = { doc: undefined, venue, seeded: await seededIds(t, venue), entities };
}, 120_000);
afterAll(() => t?.close());

it('answers every operation of the served document, valid and invalid, as the document says', async () => {
  const started = Date.now();
  const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(served.statusCode).toBe(200);
  const doc = JSON.parse(served.body);
  ctx.doc = doc;
  const validator = openapiValidator(doc);

  const ops: DocOp[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) ops.push({ method: method.toUpperCase(), path, op, tag: op.tags?.[0] ?? '' });
    }
  }
  const ordered = [...ops].sort((a, b) => rankOf(a) - rankOf(b));
  const created: string[] = [];

  const answers: Answer[] = [];
  const driven = new Set<string>();
  const send = async (o: DocOp, request: TrafficRequest, as: string | null) => {
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...(as ? { authorization: `Bearer ${as}` } : {}), ...(request.body ? { 'content-type': request.body.contentType } : {}), ...request.headers },
      ...(request.body ? { payload: request.body.payload } : {}),
    });
    if (process.env.TRAFFIC_VERBOSE && request.kind === 'valid' && res.statusCode >= 400) console.log(`refused valid: ${o.method} ${o.path} → ${res.statusCode} ${request.url} ${String(request.body?.payload ?? '').slice(0, 200).replace(/\s+/g, ' ')} → ${res.body.slice(0, 400)}`);
    const mismatches = validator.check(o.method, o.path, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
    if (serverFault(res.statusCode)) mismatches.push({ category: 'answer 500 or more', detail: res.body.slice(0, 200) });
    answers.push({ op: `${o.method} ${o.path}`, request, status: res.statusCode, mismatches });
    return res;
  };

  /** A throw-away record of the operation's entity, made by its own create call (undefined when it has none). */
  const throwAway = async (o: DocOp): Promise<string | undefined> => {
    // The entity's create call, or else a POST on its list path (a download job).
    const create = ops.find((c) => c.tag === o.tag && entityOperation(ctx, c) === 'create')
      ?? ops.find((c) => c.tag === o.tag && c.method === 'POST' && ops.some((l) => l.tag === o.tag && l.method === 'GET' && l.path === c.path));
    if (!create) return undefined;
    const res = await send(create, validRequest(ctx, create), token);
    return res.statusCode < 300 ? JSON.parse(res.body).data?._id : undefined;
  };

  // Entities the demo seeds no record of get one from their own create call first, so their
  // paths and bulk bodies carry a real id.
  for (const [id, seeded] of ctx.seeded) {
    if (seeded.ids.length) continue;
    const made = await throwAway({ method: 'GET', path: '', op: {}, tag: id });
    if (made) seeded.ids.push(made);
    created.push(`${id}: ${made ? 'made' : 'none'}`);
  }
  // Their documents too (a printer's key).
  ctx.seeded = await seededIds(t, ctx.venue);

  ctx.runtime = { password: PASSWORD };
  /** Values later valid requests need from an answer (or from the mail it sent). */
  const remember = async (key: string, request: TrafficRequest, res: Awaited<ReturnType<typeof send>>) => {
    const data = res.statusCode < 300 && String(res.headers['content-type']).includes('json') ? JSON.parse(res.body).data : undefined;
    if (key === 'POST /api/v1/auth/mfa/setup' && data?.secret) ctx.runtime!.mfaSecret = data.secret;
    if (key === 'POST /api/v1/auth/register') {
      // Two requests: one to approve, one to reject.
      const again = JSON.parse(String(request.body?.payload ?? '{}'));
      await t.call(null, 'POST', '/api/v1/auth/register', { ...again, email: `second-${again.email}` });
      const pending = (await t.call(token, 'GET', `/api/v1/auth/user/requests`)).body.data ?? [];
      ctx.runtime!.registered = pending[0]?._id;
      ctx.runtime!.registeredToo = pending[1]?._id;
    }
    if (key === 'POST /api/v1/general/customergroup' && data?._id) ctx.runtime!.newCustomerGroup = data._id;
    if (key === 'POST /api/v1/general/venue' && data?._id) ctx.runtime!.newVenue = data._id;
    if (key === 'GET /api/v1/foodcard/venue/{venue}/export' && res.statusCode === 200) ctx.runtime!.foodcardExport = res.rawPayload.toString('base64');
    // Download jobs run when the test says so: the file is there for the calls after the create.
    if (key === 'POST /api/v1/jobs') await t.services.jobs.tick();
    if (key === 'POST /api/v1/general/promoCode/generatePromoTeedeli' && data?.batch) ctx.runtime!.teedeli = (await t.call(token, 'GET', `/api/v1/general/promoCode?batch[]=${data.batch}`)).body.data?.[0]?._id;
    if (key.endsWith('/photo') && typeof data?.photo === 'string') ctx.runtime!.file = data.photo;
    if (key === 'PATCH /api/v1/auth/password/request') {
      const mails = (await t.call(token, 'GET', '/api/v1/outbox?to[]=operator%40example.com&limit=100')).body.data ?? [];
      ctx.runtime!.resetToken = mails.map((m: any) => /\/reset\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean) ?? '';
    }
    if (key === 'PATCH /api/v1/auth/user/password/change' && res.statusCode === 200) {
      // The own password changed: later calls sign in with the new one.
      ctx.runtime!.password = `${PASSWORD}x`;
      token = (await t.call(null, 'POST', '/api/v1/auth/login', { email: 'admin@example.com', password: ctx.runtime!.password })).body.token ?? token;
    }
  };

  for (const o of ordered) {
    const key = `${o.method} ${o.path}`;
    if (NOT_DRIVEN[key]) continue;
    // Records earlier calls made (a download job, a mail): read again when the entity had none.
    if (o.path.includes('{id}') && !ctx.seeded.get(o.tag)?.ids.length) ctx.seeded = await seededIds(t, ctx.venue);
    let request: TrafficRequest;
    if (rankOf(o) >= 6 && o.path.includes('{id}')) {
      const id = await throwAway(o);
      const kind = entityOperation(ctx, o);
      // A hard delete removes what a soft delete left: the throw-away record goes through both.
      const soft = ops.find((c) => c.tag === o.tag && entityOperation(ctx, c) === 'delete');
      if (id && kind === 'hardDelete' && soft) await send(soft, validRequest({ ...ctx, override: { id } }, soft), token);
      request = validRequest({ ...ctx, override: id ? { id } : undefined }, o);
    } else if (rankOf(o) >= 6 && o.path.endsWith('/bulk')) {
      const id = await throwAway(o);
      request = validRequest({ ...ctx, override: id ? { id } : undefined }, o);
    } else {
      request = validRequest(ctx, o);
    }
    for (const bad of invalidRequests(ctx, o, request)) await send(o, bad, token);
    // Without a token and without a body: public operations refuse the missing body instead.
    await send(o, { kind: 'no token', method: request.method, url: request.url }, null);
    const res = await send(o, request, token);
    driven.add(key);
    await remember(key, request, res);
  }

  const seconds = (Date.now() - started) / 1000;
  const failed = answers.filter((a) => a.mismatches.length);
  const byCategory = new Map<string, number>();
  for (const a of failed) for (const m of new Set(a.mismatches.map((x) => x.category))) byCategory.set(m, (byCategory.get(m) ?? 0) + 1);
  const refusedValid = answers.filter((a) => a.request.kind === 'valid' && a.status >= 400);
  const refusedByStatus = new Map<number, number>();
  for (const a of refusedValid) refusedByStatus.set(a.status, (refusedByStatus.get(a.status) ?? 0) + 1);
  console.log(`openapi traffic (${onPostgres ? 'PostgreSQL' : 'SQLite'}): ${driven.size} of ${ops.length} operations driven, ${answers.length} answers validated `
    + `(${answers.filter((a) => a.request.kind === 'valid').length} to valid requests, ${refusedValid.length} of them refused: ${JSON.stringify(Object.fromEntries(refusedByStatus))}), `
    + `${failed.length} answers with mismatches in ${seconds.toFixed(1)} s; own formats without a pattern: ${[...validator.ownFormats].join(', ') || 'none'}\n`
    + [...byCategory].sort((a, b) => b[1] - a[1]).map(([c, n]) => `  ${c}: ${n}`).join('\n'));
  if (process.env.TRAFFIC_VERBOSE) console.log(`entities without seeded records: ${created.join(', ')}`);

  const notDriven = ops.map((o) => `${o.method} ${o.path}`).filter((k) => !driven.has(k) && !NOT_DRIVEN[k]);
  expect(notDriven, 'operations of the document no request exercised').toEqual([]);
  expect(answers.filter((a) => serverFault(a.status)).map((a) => `${a.request.kind}: ${a.request.method} ${a.request.url} → ${a.status}`), 'answers of 500 or more').toEqual([]);
  const sentBody = (r: TrafficRequest) => (r.body?.contentType === 'application/json' ? ` ${String(r.body.payload).slice(0, 120)}` : r.body ? ` (${r.body.contentType.split(';')[0]})` : '');
  const list = failed.flatMap((a) => a.mismatches.map((m) => `${a.op} [${a.request.kind}] ${a.request.method} ${a.request.url}${sentBody(a.request)} → ${a.status}: ${m.category}: ${m.detail}`));
  expect(list, `${list.length} mismatches between answers and the document`).toEqual([]);
  // A product format without a pattern would let a generic validator pass anything in it.
  expect([...validator.ownFormats], 'own formats the document gives no pattern').toEqual([]);
}, 600_000);
