import type { Entity } from '../../src/core/registry';
import { fixtures } from './fixtures';
import { multipartBody, type FilePart } from './multipartBody';
import { correction } from './trafficCorrections';
import { changedValue, updateField } from './sampleChange';
import { sampleFromSchema } from './sampleFromSchema';
import { sampleRecord } from './sampleRecord';
import type { Seeded } from './seededIds';

/** One operation of the document. */
export interface DocOp {
  method: string;
  /** the document's path template */
  path: string;
  op: any;
  tag: string;
}

export interface TrafficRequest {
  kind: string;
  method: string;
  url: string;
  body?: { payload: string | Buffer; contentType: string };
  /** headers a valid request needs beyond the token (the step-up code of a protected call) */
  headers?: Record<string, string>;
}

/** What the plan knows of the seeded data. */
export interface TrafficContext {
  doc: any;
  venue: string;
  seeded: Map<string, Seeded>;
  entities: Map<string, Entity>;
  /** ids to use instead of the seeded ones, by path parameter (throw-away records) */
  override?: Record<string, string>;
  /** values earlier answers gave (an MFA secret, a reset token, an uploaded file's id) */
  runtime?: Record<string, string>;
}

const HEX_ID = '^[0-9a-f]{24}$';
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';

/** A real id for a reference: the entity's own seeded record, by entity id or by the field's name. */
export function idFor(ctx: TrafficContext, name: string, tag: string): string | undefined {
  if (name === 'venue' || name === 'venues') return ctx.venue;
  if (name === 'groupId') return idFor(ctx, 'customerGroup', tag);
  // Users name their role by its slug (the document's pattern says so).
  if (name === 'role') return 'operator';
  const entity = ctx.seeded.get(name) ?? ctx.seeded.get(name.replace(/Id$|s$/, ''));
  return entity?.ids[0] ?? ctx.seeded.get(tag)?.ids[0] ?? ctx.seeded.get('venue')?.ids[0];
}

/** Path parameters that are not record ids, with values the spec gives them. */
function pathValue(ctx: TrafficContext, o: DocOp, name: string): string {
  if (ctx.override?.[name]) return ctx.override[name];
  const corrected = correction(ctx, `${o.method} ${o.path}`)?.params?.[name];
  if (corrected) return corrected;
  const param = (o.op.parameters ?? []).find((p: any) => p.in === 'path' && p.name === name);
  const entity = ctx.entities.get(o.tag);
  const own = entity?.def.properties[name];
  if (own?.enum) return String(own.enum[0]);
  if (param?.schema?.enum) return String(param.schema.enum[0]);
  const transaction = ctx.seeded.get('transaction')?.ids[0] ?? UNKNOWN_ID;
  switch (name) {
    case 'from': return '2026-01-01';
    case 'to': return '2026-12-31';
    case 'invoiceId': case 'transactionId': return transaction;
    case 'file': return `${transaction}.pdf`;
    case 'isServiceActivated': return 'true';
    case 'templateName': return 'terms';
    case 'order': return ctx.seeded.get('payment')?.ids[0] ?? UNKNOWN_ID;
    case 'type': return 'food';
    case 'id': return o.tag === 'venue' ? ctx.venue : ctx.seeded.get(o.tag)?.ids[0] ?? idFor(ctx, 'id', o.tag)!;
    default: return idFor(ctx, name, o.tag) ?? 'x';
  }
}

function query(ctx: TrafficContext, o: DocOp): string {
  const parts: string[] = [];
  for (const p of o.op.parameters ?? []) {
    if (p.in !== 'query' || !p.required) continue;
    let value: string;
    if (p.name === 'month') value = '2026-01';
    else if (p.schema?.format === 'objectId') value = idFor(ctx, p.name, o.tag) ?? UNKNOWN_ID;
    else value = String(sampleFromSchema(ctx.doc, p.schema, (n) => idFor(ctx, n, o.tag), p.name) ?? 'x');
    parts.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);
  }
  const extra = correction(ctx, `${o.method} ${o.path}`)?.query;
  if (extra) parts.push(extra);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The entity operation (create, update, ...) this document operation is, if any. */
export function entityOperation(ctx: TrafficContext, o: DocOp): string | undefined {
  const entity = ctx.entities.get(o.tag);
  for (const [kind, call] of Object.entries(entity?.api ?? {})) if (call && call.method === o.method && `/api/${call.path}` === o.path) return kind;
  return undefined;
}

/** A JSON body the document's request schema describes, with real ids; entity creates and updates as the registry fills them. */
function jsonBody(ctx: TrafficContext, o: DocOp): unknown {
  const entity = ctx.entities.get(o.tag);
  const kind = entityOperation(ctx, o);
  const refs = Object.fromEntries([...ctx.seeded].map(([id, s]) => [id, id === 'venue' ? ctx.venue : id === 'role' ? 'operator' : s.ids[0]]));
  if (entity && kind === 'create') {
    // The tenant references a client sends with every record (the document may not mark them required).
    const props = entity.def.properties;
    const tenant = Object.fromEntries(['venue', 'customerGroup'].filter((f) => props[f] && !props[f].readOnly && !o.path.includes(`{${f}}`)).map((f) => [f, props[f].type === 'array' ? [refs[f]] : refs[f]]));
    return sampleRecord(entity, refs, tenant);
  }
  if (entity && kind === 'update') {
    const field = updateField(entity);
    const id = ctx.seeded.get(o.tag)?.ids[0];
    return field ? { [field]: changedValue(entity, field, id && ctx.seeded.get(o.tag)?.docs.get(id)?.[field]) } : {};
  }
  const schema = o.op.requestBody.content['application/json'].schema;
  const body = sampleFromSchema(ctx.doc, schema, (n) => idFor(ctx, n, o.tag)) as Record<string, unknown>;
  if (body && typeof body === 'object' && Array.isArray(body.ids)) body.ids = [ctx.override?.id ?? ctx.seeded.get(o.tag)?.ids[0]];
  return body;
}

/** The file an upload takes: an import gets a file of its kind (the foodcard its own export), a document a PDF, a picture a PNG. */
function uploadFile(ctx: TrafficContext, o: DocOp): FilePart {
  const csv = (content: string | Buffer, filename = 'import.csv') => ({ filename, contentType: 'text/csv', content });
  if (o.path.endsWith('/customer/venue/{venue}/import')) return csv(`name;email\nTraffic Import;traffic-import-${Date.now()}@example.com`);
  if (o.path.endsWith('/seasonpass/venue/{venue}/upload')) return csv(`passNumber;firstName;lastName;validFrom;validTo\nHP-9${String(Date.now()).slice(-5)};Vorname;Nachname;2026-03-01;2026-11-30`, 'passes.csv');
  if (/\/import\/(nutrition|articles-info)$/.test(o.path)) {
    // An article of the venue whose number no other record shares (the first one gets copied by then).
    const articles = ctx.seeded.get('article')!;
    const own = articles.ids.filter((id) => articles.docs.get(id)?.venue === ctx.venue).map((id) => articles.docs.get(id)!);
    const number = own.slice(1).find((a) => a.number && own.filter((b) => b.number === a.number).length === 1)?.number;
    const nutrition = Object.keys(ctx.entities.get('article')?.def.properties.nutrition?.properties ?? { energyKcal: 1 })[0];
    return csv(o.path.endsWith('nutrition') ? `number;nutrition.${nutrition}\n${number};1` : `number;description_de\n${number};Traffic description`);
  }
  if (/\/foodcard\/venue\/\{venue\}\/import/.test(o.path)) return csv(Buffer.from(ctx.runtime?.foodcardExport ?? '', 'base64'), 'foodcard.csv');
  // Documents (terms, imprint, privacy, certificates, templates) are PDFs; pictures a PNG.
  if (/terms|imprint|privacy|certification|nutritionTable|template/.test(o.path)) return { filename: 'document.pdf', contentType: 'application/pdf', content: fixtures.pdf };
  return { filename: 'photo.png', contentType: 'image/png', content: fixtures.png };
}

/** The valid request of an operation: path from seeded (or throw-away) records, required query, a body from its schema. */
export function validRequest(ctx: TrafficContext, o: DocOp, bodyOverride?: unknown): TrafficRequest {
  const headers = correction(ctx, `${o.method} ${o.path}`)?.headers;
  return headers ? { ...requestOf(ctx, o, bodyOverride), headers } : requestOf(ctx, o, bodyOverride);
}

function requestOf(ctx: TrafficContext, o: DocOp, bodyOverride?: unknown): TrafficRequest {
  const url = o.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValue(ctx, o, name))) + query(ctx, o);
  const content = o.op.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const { payload, headers } = multipartBody([uploadFile(ctx, o)]);
    return { kind: 'valid', method: o.method, url, body: { payload, contentType: headers['content-type'] } };
  }
  if (content['application/json']) {
    const fix = correction(ctx, `${o.method} ${o.path}`)?.body;
    const generated = bodyOverride ?? jsonBody(ctx, o);
    const body = fix && generated && typeof generated === 'object' ? { ...generated, ...fix } : generated ?? fix;
    return { kind: 'valid', method: o.method, url, body: { payload: JSON.stringify(body ?? {}), contentType: 'application/json' } };
  }
  return { kind: 'valid', method: o.method, url };
}

/** Requests the document's rules refuse: a record that does not exist, a body of the wrong type. */
export function invalidRequests(ctx: TrafficContext, o: DocOp, valid: TrafficRequest): TrafficRequest[] {
  const out: TrafficRequest[] = [];
  const idParam = (o.op.parameters ?? []).find((p: any) => p.in === 'path' && p.schema?.pattern === HEX_ID);
  if (idParam) {
    const url = o.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === idParam.name ? UNKNOWN_ID : pathValue(ctx, o, name))) + (valid.url.split('?')[1] ? `?${valid.url.split('?')[1]}` : '');
    out.push({ ...valid, kind: `unknown ${idParam.name}`, url });
  }
  if (o.op.requestBody?.content?.['application/json']) out.push({ kind: 'body of the wrong type', method: o.method, url: valid.url, body: { payload: '[1]', contentType: 'application/json' } });
  return out;
}
