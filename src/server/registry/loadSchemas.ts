import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { metaSchema, type EntityDef } from '../../../schemas/_meta';
import { makeRegistry, type Registry } from '../../core/registry';
import { refFields } from '../../core/refFields';
import { PERMISSIONS } from '../../core/permissions';
import { FORMAT_VALIDATORS } from '../../core/formatValidators';
import { FIELD_RULE_NAMES, fieldRulesOf, ruleTargets } from '../../core/fieldRules';

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../../schemas');

const KNOWN_FORMATS = new Set([...Object.keys(FORMAT_VALIDATORS), 'email', 'date-time', 'date', 'uri', 'uuid']);
const FIELD_UI_KEYS = new Set(['list', 'filter', 'widget', 'tab', 'section', 'create', 'edit', 'upload', 'accept', 'unique']);

/** What an access rule may name: the spec's permission vocabulary and the three built-in rules. */
const KNOWN_RULES = new Set([...PERMISSIONS, 'public', 'self', 'login', 'brand', 'admin']);
const CALL = /^(GET|POST|PATCH|PUT|DELETE) \S+$/;

export class SchemaError extends Error {}

// Compiled once per process, not per declaration: compiling the meta-schema cost more than all
// the rest of a boot (every server instance and every test app loads some forty declarations).
let metaValidator: ValidateFunction | undefined;

/** Checks one declaration against the meta-schema and the rules a JSON Schema cannot express. */
export function checkEntity(file: string, def: unknown): asserts def is EntityDef {
  metaValidator ??= new Ajv({ allErrors: true, strict: false }).compile(metaSchema);
  const validate = metaValidator;
  if (!validate(def)) {
    const e = validate.errors![0];
    const p = e.params as { additionalProperty?: string; missingProperty?: string };
    const extra = p.additionalProperty ?? p.missingProperty;
    const key = `${e.instancePath}${extra ? `/${extra}` : ''}` || '/';
    throw new SchemaError(`${file}: ${key} ${e.message}`);
  }
  const d = def as EntityDef;
  const props = d.properties;
  const fail = (key: string, msg: string) => {
    throw new SchemaError(`${file}: ${key} ${msg}`);
  };
  const known = (f: string) => f in props || ['_id', 'createdAt', 'updatedAt', 'venue', 'customerGroup'].includes(f);
  for (const f of d.required ?? []) if (!(f in props)) fail(`/required/${f}`, 'names no property');
  for (const key of ['x-index', 'x-unique'] as const) {
    (d[key] ?? []).forEach((entry, i) => {
      for (const f of typeof entry === 'string' ? [entry] : entry) if (!known(f)) fail(`/${key}/${i}`, `names unknown property "${f}"`);
    });
  }
  (d['x-search'] ?? []).forEach((f, i) => known(f) || fail(`/x-search/${i}`, `names unknown property "${f}"`));
  (d['x-sample']?.fill ?? []).forEach((f, i) => (f in props && !props[f].readOnly) || fail(`/x-sample/fill/${i}`, `names no writable property "${f}"`));
  if (d['x-sort'] && !known(d['x-sort'].field)) fail('/x-sort/field', `names unknown property "${d['x-sort'].field}"`);
  if (d['x-scope'] === 'venue' && !('venue' in props)) fail('/x-scope', 'is "venue" but the entity has no "venue" property');
  if (d['x-scope'] === 'owner' && !('owner' in props)) fail('/x-scope', 'is "owner" but the entity has no "owner" property');
  for (const scope of ['customerGroup', 'groupOrPlatform']) {
    if (d['x-scope'] === scope && !('customerGroup' in props)) fail('/x-scope', `is "${scope}" but the entity has no "customerGroup" property`);
  }
  // A misspelt permission would make the entity reachable by admins only, without any error.
  const rules: [string, unknown][] = [
    ...Object.entries(d['x-access']).map(([op, r]) => [`/x-access/${op}`, r] as [string, unknown]),
    ...Object.entries(d['x-actions'] ?? {}).map(([name, a]) => [`/x-actions/${name}/access`, a.access] as [string, unknown]),
    ...(['create', 'update'] as const).filter((op) => d['x-simple']?.[op]).map((op) => [`/x-simple/${op}/access`, d['x-simple']![op]!.access] as [string, unknown]),
    ...(d['x-ui']?.export ? [['/x-ui/export/access', d['x-ui'].export.access] as [string, unknown]] : []),
  ];
  for (const [key, rule] of rules) {
    for (const name of [rule].flat() as string[]) if (!KNOWN_RULES.has(name)) fail(key, `names unknown permission "${name}" (the vocabulary is src/core/permissions.ts)`);
  }
  const simple = d['x-simple'];
  if (simple) {
    const createOnly = simple.createOnly ?? [];
    [...simple.fields.map((f, i) => [f, `/x-simple/fields/${i}`]), ...createOnly.map((f, i) => [f, `/x-simple/createOnly/${i}`])].forEach(([f, key]) => {
      if (!(f in props)) fail(key, `names unknown property "${f}"`);
      else if (props[f].readOnly) fail(key, `names "${f}", which is readOnly`);
    });
    if (createOnly.length && !simple.create) fail('/x-simple/createOnly', 'needs a simple create');
    if (simple.update && !/^\S+ (.*\/)?\{id\}(\/|$)/.test(simple.update.call)) fail('/x-simple/update/call', 'needs an {id} parameter');
    if (simple.create && /\{id\}/.test(simple.create.call)) fail('/x-simple/create/call', 'cannot name an {id}');
  }
  // A member the server owns inside an object is left out of request bodies; only a closed object
  // then refuses it, an open one would store it.
  const closed = (s: any, key: string): void => {
    if (!s || typeof s !== 'object') return;
    const members = Object.entries<any>(s.properties ?? {});
    if (members.some(([, m]) => m?.readOnly === true) && s.additionalProperties !== false) fail(key, 'has readOnly members, so it needs additionalProperties: false');
    for (const [k, m] of members) if (!m?.readOnly) closed(m, `${key}/properties/${k}`);
    if (s.items) closed(s.items, `${key}/items`);
  };
  for (const [name, p] of Object.entries<any>(props)) if (!p.readOnly) closed(p, `/properties/${name}`);
  // x-rules (src/core/fieldRules.ts) compare siblings: a misspelt target would compare with nothing and never fail.
  const rulesOf = (members: Record<string, any> | undefined, key: string): void => {
    for (const [k, m] of Object.entries<any>(members ?? {})) {
      fieldRulesOf(m).forEach((r, i) => {
        if (!(FIELD_RULE_NAMES as readonly string[]).includes(r.rule)) fail(`${key}/${k}/x-rules/${i}`, `names unknown rule "${r.rule}"`);
        const targets = ruleTargets(r) ?? [];
        if (!targets.length || targets.length > 8) fail(`${key}/${k}/x-rules/${i}`, 'needs one to eight targets');
        for (const t of targets) if (!members || !(t in members) || t === k) fail(`${key}/${k}/x-rules/${i}`, `names "${t}", which is no other property beside it`);
      });
      if (m?.['x-admin-only'] !== undefined && (key !== '/properties' || m['x-admin-only'] !== true)) fail(`${key}/${k}/x-admin-only`, 'must be true on a top-level property');
      rulesOf(m?.properties, `${key}/${k}/properties`);
      rulesOf(m?.items?.properties, `${key}/${k}/items/properties`);
    }
  };
  rulesOf(props, '/properties');
  // x-required-when names fields and values of this record: a misspelt one would require nothing.
  for (const [field, byValue] of Object.entries<Record<string, readonly string[]>>(d['x-required-when'] ?? {})) {
    if (!props[field]) fail(`/x-required-when/${field}`, 'names no property');
    for (const [value, needed] of Object.entries(byValue)) {
      if (Array.isArray(props[field]?.enum) && !props[field].enum.includes(value)) fail(`/x-required-when/${field}/${value}`, `is no value of ${field}`);
      for (const n of needed) if (!props[n]) fail(`/x-required-when/${field}/${value}`, `names "${n}", which is no property`);
    }
  }
  for (const [name, p] of Object.entries<any>(props)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) fail(`/properties/${name}`, 'is not a valid field name');
    if (typeof p !== 'object' || (!p.type && !p.enum && !p.const && !p.anyOf)) fail(`/properties/${name}`, 'needs a type');
    if (p.format && !KNOWN_FORMATS.has(p.format)) fail(`/properties/${name}/format`, `"${p.format}" is not a known format`);
    for (const k of Object.keys(p['x-ui'] ?? {})) if (!FIELD_UI_KEYS.has(k)) fail(`/properties/${name}/x-ui/${k}`, 'is not a known x-ui key');
    const unique = p['x-ui']?.unique;
    if (unique !== undefined && !(typeof unique === 'string' ? CALL.test(unique) : CALL.test(unique?.call) && typeof unique?.param === 'string')) {
      fail(`/properties/${name}/x-ui/unique`, "must be 'METHOD path' or { call: 'METHOD path', param }");
    }
  }
}

/** Imports and checks every declaration in schemas/; a bad one stops the boot naming file and key. */
export async function loadSchemas(dir = SCHEMAS_DIR): Promise<Registry> {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.startsWith('_') && !f.endsWith('.test.ts')).sort();
  const defs: EntityDef[] = [];
  for (const f of files) {
    const rel = `schemas/${f}`;
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    if (!mod.default) throw new SchemaError(`${rel}: has no default export (export default defineEntity({...}))`);
    checkEntity(rel, mod.default);
    // One name per entity everywhere: the file, its server home and its admin home.
    if (f !== `${mod.default.$id}.ts`) throw new SchemaError(`${rel}: /$id is "${mod.default.$id}"; name the file ${mod.default.$id}.ts`);
    defs.push(mod.default);
  }
  // Every reference, at any depth, names a declared entity, and one not by _id a single unique field of it.
  for (const d of defs) {
    for (const r of refFields(d)) {
      const target = defs.find((t) => t.$id === r.target);
      const where = `schemas/${d.$id}.ts: /properties/${r.field}${r.steps.length ? ` (${r.steps.join('.')})` : ''} x-ref`;
      if (!target) throw new SchemaError(`${where} names unknown entity "${r.target}"`);
      if (!r.byId && !(target['x-unique'] ?? []).some((u) => typeof u === 'string')) throw new SchemaError(`${where} is no objectId and ${r.target} has no single unique field`);
    }
  }
  return makeRegistry(defs);
}
