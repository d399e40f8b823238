import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '../src/server/errors';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/**
 * Fuzz of every write (POST/PUT/PATCH/DELETE) and read (GET) route of the OpenAPI document with
 * generated bad requests, as the demo admin and the demo manager (DESIGN "Security and running
 * several processes": a request never answers 500 for bad input).
 *
 * Every request is invalid by construction, so none may write:
 * - "framing" bodies are refused before any handler runs, whatever the route: invalid JSON,
 *   prototype-poisoning JSON, an unsupported content type, an empty JSON body, a body over the
 *   limit. They go with the seeded records' real ids.
 * - "schema" bodies break the route's own body schema as the document shows it (not an object, an
 *   unknown field where additionalProperties is false, required fields left out). Real ids too.
 * - "upload" bodies are multipart the upload reader cannot take (broken framing, no `file` part).
 * - everything else (a wrongly typed body on a route without a body schema, text/plain,
 *   multipart on a JSON route, no body) goes only with ids that do not exist.
 * Rows of every table are compared before and after (count and content hash); the one table left
 * out is rate_limit_hits, whose job is to count refused login and registration attempts.
 */

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');
  return { next, int, pick, hex, chance: (p: number) => next() < p };
}
const rnd = generator(0x5eed_f022);

const TABLES_NOT_COMPARED = new Set(['rate_limit_hits']);
const INHERITED = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', '__lookupSetter__', 'toLocaleString'];
const BAD_NUMBERS = ['1e20', '1e400', '-1e400', '-1', '0', '1.5', 'NaN', 'Infinity', '-Infinity', '', ' ', '9007199254740993', '9'.repeat(400), '0x1F', '1,5', '1e-400', '-0', '+1', '1_000', '١'];
const BAD_STRINGS = ['%00', 'a%00b', '%FF%FE', '%', '%ZZ', '%C0%AF', '%F0%9F%92%A9', 'x'.repeat(5000), "'; drop table venue; --", '%5C', '%22%7D', '[]', '{}', 'null', 'undefined', '%E2%80%AE'];
const JUNK_PATH = ['__proto__', 'constructor', 'toString', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(150), 'x'.repeat(300), '%ZZ', 'ABCDEF0123456789ABCDEF01', '0', '-1', 'null', '%F0%9F%92%A9'];

interface Op {
  method: string;
  path: string;
  op: any;
  /** the JSON body schema of the document, resolved one level */
  jsonSchema?: any;
  upload: boolean;
  tag: string;
}

interface Sent {
  who: string;
  kind: string;
  method: string;
  url: string;
  status: number;
  /** the first 300 characters */
  body: string;
  shape: 'ok' | 'other';
}

/** An error answer has the error table's shape, those Fastify raises before routing included. */
function shapeOf(status: number, text: string): Sent['shape'] {
  if (status < 400) return 'ok';
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return 'other';
  }
  if (body?.statusCode === status && typeof body.error === 'string' && typeof body.message === 'string' && Object.hasOwn(ERRORS, body.code)) return 'ok';
  return 'other';
}

let t: TestApp;
let tokens: { who: string; token: string }[];
let venue: string;
const realIds = new Map<string, string[]>();
let anyIds: string[] = [];

/** Every table's row count and a hash of all rows (sorted, so order does not matter). */
async function snapshot(): Promise<Map<string, { count: number; hash: string; rows: Set<string> }>> {
  const k = t.db.kysely;
  const tables = onPostgres
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(k)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(k)).rows;
  const norm = (v: unknown): unknown => {
    if (v instanceof Uint8Array) return `bytes:${createHash('sha256').update(v).digest('hex')}`;
    if (typeof v === 'bigint') return String(v);
    if (v instanceof Date) return v.toISOString();
    return v;
  };
  const out = new Map<string, { count: number; hash: string; rows: Set<string> }>();
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    if (TABLES_NOT_COMPARED.has(name)) continue;
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(k)).rows
      .map((r) => JSON.stringify(Object.keys(r).sort().map((c) => [c, norm(r[c])])))
      .sort();
    out.set(name, { count: rows.length, hash: createHash('sha256').update(rows.join('\n')).digest('hex'), rows: new Set(rows) });
  }
  return out;
}

function resolve(doc: any, schema: any): any {
  if (schema?.$ref && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')) {
    return doc.components.schemas[schema.$ref.slice('#/components/schemas/'.length)];
  }
  return schema;
}

/** The route's body schema rejects every non-object and these objects, by its own words. */
function schemaRejects(schema: any): { strict: boolean; required: string[] } | null {
  if (!schema || schema.type !== 'object') return null;
  const required: string[] = Array.isArray(schema.required) ? schema.required : [];
  const strict = schema.additionalProperties === false;
  return { strict, required };
}

const isIdParam = (p: any) => p?.schema?.pattern === '^[0-9a-f]{24}$';

/** The path with its parameters filled: `real` uses the seeded records, otherwise ids nobody has. */
function fillPath(o: Op, mode: 'real' | 'fake'): string {
  return o.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = (o.op.parameters ?? []).find((p: any) => p.in === 'path' && p.name === name);
    if (isIdParam(param)) {
      if (rnd.chance(0.12)) return rnd.pick(JUNK_PATH);
      if (mode === 'fake') return rnd.hex(24);
      if (name === 'venue') return venue;
      const own = realIds.get(o.tag) ?? [];
      if (name === 'id' && own.length) return rnd.pick(own);
      if (name === 'groupId') return rnd.pick(realIds.get('customerGroup') ?? [rnd.hex(24)]);
      return rnd.pick(anyIds);
    }
    if (mode === 'fake') return rnd.chance(0.5) ? rnd.pick(JUNK_PATH) : (param?.schema?.enum ? rnd.pick(param.schema.enum) : 'x');
    // A real record and a parameter the route may accept: only with a body refused before the handler.
    return param?.schema?.enum ? String(rnd.pick(param.schema.enum)) : rnd.pick(['menu', 'true', 'x']);
  });
}

/** Property names of the route's entity, for filters and sorts with bad values. */
function fieldsOf(doc: any, tag: string): string[] {
  const props = doc.components.schemas[tag]?.properties;
  return props ? Object.keys(props) : ['name', 'createdAt'];
}

function badQueryPart(fields: string[]): string {
  const field = rnd.pick(fields);
  const inherited = rnd.pick(INHERITED);
  const k = rnd.int(16);
  switch (k) {
    case 0: return `${inherited}[]=x`;
    case 1: return `${inherited}=x`;
    case 2: return `${inherited}[gte]=1&${inherited}[lte]=2`;
    case 3: return `sort=${rnd.pick([...INHERITED, 'doc', 'password', 'passwordHash', 'nested.field', '', '%00', 'x'.repeat(300)])}`;
    case 4: return `${inherited}[${rnd.pick(INHERITED)}][polluted]=yes`;
    case 5: return rnd.pick(['a[b][c]=1', 'a[][b]=1', 'a[=1', 'a]=1', '[]=1', '=1', '&&&', 'a[0][1][2][3][4][5]=1', '__proto__.polluted=1', '%5F%5Fproto%5F%5F[]=x']);
    case 6: return `${'k'.repeat(rnd.pick([200, 1000, 5000]))}${rnd.chance(0.5) ? '[]' : ''}=1`;
    case 7: return `page=${rnd.pick(BAD_NUMBERS)}`;
    case 8: return `limit=${rnd.pick(BAD_NUMBERS)}`;
    case 9: return `page=${rnd.pick(['1e20', '1000001', '1e6'])}&limit=${rnd.pick(['1000', '1e3', '999'])}`;
    case 10: return `${field}[]=${rnd.pick(BAD_NUMBERS)}`;
    case 11: return `${field}[${rnd.pick(['gte', 'lte'])}]=${rnd.pick([...BAD_NUMBERS, ...BAD_STRINGS])}`;
    case 12: return `${field}[]=${rnd.pick(BAD_STRINGS)}&${field}[]=${rnd.pick(BAD_STRINGS)}`;
    case 13: return `direction=${rnd.pick(['sideways', '', 'ASC%00', '__proto__', 'x'.repeat(500)])}&sort=${field}`;
    case 14: return rnd.pick([`q=${'q'.repeat(201)}`, 'q[]=a&q[]=b', 'q=%00', `q=${rnd.pick(BAD_STRINGS)}`, 'q[gte]=1', 'page[]=1&page[]=2', 'limit[]=5', 'sort[]=name&sort[]=createdAt', 'format=__proto__', 'format[]=csv']);
    default: return `${field}=${rnd.pick(BAD_STRINGS)}`;
  }
}

function query(fields: string[], n = 1 + rnd.int(3)): string {
  return Array.from({ length: n }, () => badQueryPart(fields)).join('&');
}

/** Deeply nested JSON text, built as text (stringify would recurse). */
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

/** JSON or not, every one of these is refused by the content-type parser before any handler. */
function framingBody(): { payload: string | Buffer; contentType?: string; note: string } {
  const k = rnd.int(12);
  switch (k) {
    case 0: return { payload: rnd.pick(['{', '{"a":', '[1,2', 'nul', "{'a':1}", '{"a":1,}', '{"a":1}x', 'NaN', 'undefined', '{"a":"\\x"}', '{"a":"\\u12"}', '{a:1}', ' ', '\u0000']), contentType: 'application/json', note: 'invalid JSON' };
    case 1: return { payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22]), contentType: 'application/json', note: 'invalid UTF-8' };
    case 2: return { payload: '{"__proto__":{"polluted":"yes","isAdmin":true}}', contentType: 'application/json', note: '__proto__' };
    case 3: return { payload: '{"data":{"ids":[],"__proto__":{"polluted":"yes"}},"ids":[{"\\u005f_proto__":{"polluted":"yes"}}]}', contentType: 'application/json', note: 'nested __proto__' };
    case 4: return { payload: '{"constructor":{"prototype":{"polluted":"yes"}}}', contentType: 'application/json', note: 'constructor.prototype' };
    case 5: return { payload: deepObject(2000, '{"__proto__":{"polluted":"yes"}}'), contentType: 'application/json', note: 'deep __proto__' };
    case 6: return { payload: '', contentType: 'application/json', note: 'empty JSON body' };
    case 7: return { payload: '<a><b>1</b></a>', contentType: rnd.pick(['application/xml', 'text/xml', 'text/csv', 'image/png', 'application/octet-stream', 'application/x-www-form-urlencoded', 'application/jsonx', 'foo/bar', 'json']), note: 'unsupported content type' };
    case 8: return { payload: `{"name":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json', note: 'over the body limit' };
    case 9: return { payload: '{"a":1}{"b":2}', contentType: 'application/json', note: 'two JSON values' };
    case 10: return { payload: `[${'{"__proto__":{"polluted":1}},'.repeat(50)}1]`, contentType: 'application/json', note: 'array of __proto__' };
    default: return { payload: 'a=1&__proto__[polluted]=yes', contentType: 'application/x-www-form-urlencoded', note: 'form body' };
  }
}

/** A value of the wrong type for a property schema (or just odd, when the type is unknown). */
function wrongValue(prop: any): unknown {
  const type = Array.isArray(prop?.type) ? prop.type.find((x: string) => x !== 'null') : prop?.type;
  const odd: unknown[] = [{ $ne: 1 }, [[[]]], { __fuzz: 'x'.repeat(50_000) }, 'x'.repeat(200_000), -1e308, { toString: 'x', valueOf: 1 }];
  if (type === 'string') return rnd.pick([123, true, {}, [], ['a'], ...odd]);
  if (type === 'number' || type === 'integer') return rnd.pick(['1', '', 'NaN', true, {}, [1], 1.5e308 * (type === 'integer' ? 1.5 : 1), ...odd]);
  if (type === 'boolean') return rnd.pick(['true', 1, 0, 'yes', [], {}, ...odd]);
  if (type === 'array') return rnd.pick(['a', {}, 1, [null, {}], Array.from({ length: 2000 }, () => ({ a: 1 })), ...odd]);
  if (type === 'object') return rnd.pick(['a', 1, [], [{}], ...odd]);
  return rnd.pick([...odd, null]);
}

/** A JSON body the route's own schema refuses (see schemaRejects). */
function schemaBody(rules: NonNullable<ReturnType<typeof schemaRejects>>, schema: any): { payload: string; note: string } | null {
  if (rnd.chance(0.35)) {
    const payload = rnd.pick(['null', '[]', '[{}]', '0', '-1', '1e400', '""', `"${'x'.repeat(200_000)}"`, 'true', 'false', deepArray(3000), '[{"ids":[]}]', '"{\\"a\\":1}"']);
    return { payload, note: `not an object: ${payload.slice(0, 20)}` };
  }
  const body: Record<string, unknown> = {};
  const props = Object.keys(schema.properties ?? {}).filter((p) => !rules.required.includes(p));
  for (let i = rnd.int(4); i > 0 && props.length; i--) {
    const p = rnd.pick(props);
    body[p] = wrongValue(schema.properties[p]);
  }
  if (rules.strict) {
    const junk = rnd.pick(['__fuzz', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '', ' ', 'a.b', '$where', 'constructor', 'prototype', 'x'.repeat(2000), '\u0000']);
    body[junk] = rnd.pick([1, 'x', null, { polluted: 'yes' }, [], { prototype: 1 }]);
  } else if (!rules.required.length) {
    return null;
  }
  // Required fields are left out on purpose; with additionalProperties false the junk key alone refuses.
  let payload = JSON.stringify(body);
  if (rnd.chance(0.2)) payload = payload.replace(/^\{/, `{"deep":${deepObject(1500)},`).replace(/,}$/, '}');
  return { payload, note: `object: ${payload.slice(0, 60)}` };
}

/** Multipart bodies no upload route can take: broken framing, or no file in the field `file`. */
function uploadBody(): { payload: Buffer; contentType: string; note: string } {
  const b = `fz${rnd.hex(12)}`;
  const part = (name: string, filename?: string, content = 'hello') => `--${b}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
  const ct = `multipart/form-data; boundary=${b}`;
  const k = rnd.int(12);
  switch (k) {
    case 0: return { payload: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`), contentType: ct, note: 'no end boundary' };
    case 1: return { payload: Buffer.from(part('file', 'a.txt') + `--${b}--\r\n`), contentType: 'multipart/form-data', note: 'no boundary parameter' };
    case 2: {
      const long = 'L'.repeat(71 + rnd.int(200));
      return { payload: Buffer.from(`--${long}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--${long}--\r\n`), contentType: `multipart/form-data; boundary=${long}`, note: 'boundary over 70 characters' };
    }
    case 3: return { payload: Buffer.from(Array.from({ length: 64 + rnd.int(512) }, () => rnd.int(256))), contentType: ct, note: 'garbage' };
    case 4: return { payload: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a`), contentType: ct, note: 'headers without end' };
    case 5: return { payload: Buffer.from(part('__proto__', undefined, 'x') + part('constructor', 'a.txt') + `--${b}--\r\n`), contentType: ct, note: 'prototype field names' };
    case 6: return { payload: Buffer.from(Array.from({ length: 45 }, (_, i) => part(`f${i}`)).join('') + `--${b}--\r\n`), contentType: ct, note: 'over the parts limit' };
    case 7: return { payload: Buffer.from(part('other', 'a.txt') + part('other2', 'b.txt') + `--${b}--\r\n`), contentType: ct, note: 'two files, none named file' };
    case 8: return { payload: Buffer.from(part('file') + `--${b}--\r\n`), contentType: ct, note: 'file as a plain field' };
    case 9: return { payload: Buffer.from(`--${b}\r\n${'X-Junk: y\r\n'.repeat(3000)}\r\nabc\r\n--${b}--\r\n`), contentType: ct, note: 'too many part headers' };
    case 10: return { payload: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), contentType: `multipart/form-data; boundary="${b}"; boundary=other`, note: 'two boundaries' };
    default: return { payload: Buffer.from(''), contentType: rnd.pick(['multipart/form-data; boundary=', 'multipart/form-data; boundary="', 'multipart/mixed; boundary=abc', 'multipart/form-data;;; boundary==']), note: 'odd multipart content type' };
  }
}

/** Bodies that are fine for some routes: sent only with ids that do not exist. */
function looseBody(): { payload?: string | Buffer; contentType?: string; note: string } {
  const k = rnd.int(6);
  switch (k) {
    case 0: return { note: 'no body' };
    case 1: return { payload: rnd.pick(['null', '[]', '{}', '{"ids":"x"}', '{"toString":"x","valueOf":1,"hasOwnProperty":2}', deepArray(3000)]), contentType: 'application/json', note: 'loose JSON' };
    case 2: return { payload: 'hello \u0000 world', contentType: 'text/plain', note: 'text/plain' };
    case 3: return { ...uploadBody(), note: 'multipart on a JSON route' };
    case 4: return { payload: '{"a":1}', note: 'JSON without content type' };
    default: return { payload: '{}', contentType: 'application/json; charset=utf-16', note: 'odd charset' };
  }
}

beforeAll(async () => {
  t = await testApp();
  tokens = [
    { who: 'admin', token: await t.login('admin@example.com') },
    { who: 'manager', token: await t.login('manager@example.com') },
  ];
  venue = await t.venueId(tokens[1].token, 'BM01');
  for (const entity of t.services.registry.values()) {
    const rows = await t.db.kysely.selectFrom(entity.table).select('_id').orderBy('_id').limit(3).execute();
    realIds.set(entity.id, rows.map((r) => r._id as string));
  }
  anyIds = [...realIds.values()].flat();
}, 120_000);
afterAll(() => t?.close());

it('answers every generated bad request below 500 and changes no row', async () => {
  const doc: any = t.app.swagger();
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({ method: method.toUpperCase(), path, op, jsonSchema: resolve(doc, content['application/json']?.schema), upload: !!content['multipart/form-data'], tag: op.tags?.[0] ?? '' });
    }
  }
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort().join();
  const arrayProtoBefore = Object.getOwnPropertyNames(Array.prototype).sort().join();
  const before = await snapshot();
  const started = Date.now();

  const sent: Sent[] = [];
  const send = async (who: { who: string; token: string }, kind: string, method: string, url: string, body: { payload?: string | Buffer; contentType?: string }) => {
    const opts: InjectOptions = {
      method: method as InjectOptions['method'],
      url,
      headers: { authorization: `Bearer ${who.token}`, ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}) },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    };
    const res = await t.app.inject(opts);
    sent.push({ who: who.who, kind, method, url, status: res.statusCode, body: res.body.slice(0, 300), shape: shapeOf(res.statusCode, res.body) });
  };

  for (const o of ops) {
    const fields = fieldsOf(doc, o.tag);
    const rules = schemaRejects(o.jsonSchema);
    const hasIdParam = (o.op.parameters ?? []).some((p: any) => p.in === 'path' && isIdParam(p));
    for (const who of tokens) {
      if (o.method === 'GET') {
        for (let i = 0; i < 4; i++) {
          const url = `${fillPath(o, rnd.chance(0.8) ? 'real' : 'fake')}?${query(fields)}`;
          await send(who, 'query', 'GET', url, {});
        }
        continue;
      }
      const rounds = o.upload ? 5 : 4;
      for (let i = 0; i < rounds; i++) {
        const withQuery = (path: string) => (rnd.chance(0.5) ? `${path}?${query(fields)}` : path);
        const roll = rnd.next();
        if (o.upload && roll < 0.6) {
          const b = uploadBody();
          await send(who, `upload: ${b.note}`, o.method, withQuery(fillPath(o, 'real')), b);
        } else if (rules && roll < 0.75) {
          const b = schemaBody(rules, o.jsonSchema);
          if (b) {
            await send(who, `schema: ${b.note}`, o.method, withQuery(fillPath(o, 'real')), { payload: b.payload, contentType: 'application/json' });
            continue;
          }
          const f = framingBody();
          await send(who, `framing: ${f.note}`, o.method, withQuery(fillPath(o, 'real')), f);
        } else if (hasIdParam && roll >= 0.75) {
          const b = looseBody();
          await send(who, `loose: ${b.note}`, o.method, withQuery(fillPath(o, 'fake')), b);
        } else {
          const f = framingBody();
          await send(who, `framing: ${f.note}`, o.method, withQuery(fillPath(o, 'real')), f);
        }
      }
    }
  }

  const after = await snapshot();
  const seconds = (Date.now() - started) / 1000;
  const changed: string[] = [];
  let rowsChanged = 0;
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(name);
    const b = after.get(name);
    if (a?.hash === b?.hash) continue;
    const gone = [...(a?.rows ?? [])].filter((r) => !b?.rows.has(r));
    const added = [...(b?.rows ?? [])].filter((r) => !a?.rows.has(r));
    rowsChanged += gone.length + added.length;
    changed.push(`${name}: ${a?.count ?? 0} → ${b?.count ?? 0} rows; gone ${gone.slice(0, 2).join(' | ').slice(0, 400)}; added ${added.slice(0, 2).join(' | ').slice(0, 600)}`);
  }
  const failures = sent.filter((s) => s.status >= 500);
  const statuses: Record<number, number> = {};
  for (const s of sent) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const shapeless = sent.filter((s) => s.shape === 'other');

  console.log(`fuzz (${onPostgres ? 'PostgreSQL' : 'SQLite'}): ${sent.length} bad requests over ${ops.length} routes as admin and manager in ${seconds.toFixed(1)} s; `
    + `5xx: ${failures.length}; rows changed: ${rowsChanged} in ${changed.length} of ${after.size} tables; statuses ${JSON.stringify(statuses)}`);

  const list = (xs: Sent[]) => xs.slice(0, 15).map((s) => `${s.who} ${s.kind} → ${s.method} ${s.url.slice(0, 200)} → ${s.status} ${s.body}`).join('\n');
  expect(sent.length).toBeGreaterThanOrEqual(1000);
  expect(failures.length, `answers of 500 or more:\n${list(failures)}`).toBe(0);
  expect(shapeless.length, `error answers without the error table's shape:\n${list(shapeless)}`).toBe(0);
  expect(changed, 'tables changed by requests that should all have been refused').toEqual([]);
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(protoBefore);
  expect(Object.getOwnPropertyNames(Array.prototype).sort().join()).toBe(arrayProtoBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
}, 300_000);
