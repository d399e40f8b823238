import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHooks } from '../src/server/registry/loadHooks';
import { checkEntity, loadSchemas } from '../src/server/registry/loadSchemas';
import { makeRegistry } from '../src/core/registry';
import table from '../schemas/table';

const clone = <T>(x: T): T => structuredClone(x);

describe('schema registry', () => {
  it('loads and checks every declaration in schemas/', async () => {
    const registry = await loadSchemas();
    expect([...registry.keys()]).toEqual(expect.arrayContaining(['audit', 'company', 'customerGroup', 'role', 'table', 'user', 'venue', 'venueLabel']));
    for (const e of registry.values()) expect(e.table).toMatch(/^[a-z_]+$/);
    expect(registry.get('table')!.api.list).toEqual({ method: 'GET', path: 'v1/general/venue/{venue}/tables' });
    expect(registry.get('role')!.api.hardDelete).toEqual({ method: 'DELETE', path: 'v1/auth/role/{id}/hard' });
  });

  it.each([
    ['x-scope', (d: any) => { d['x-scope'] = 'planet'; }, /schemas\/bad\.ts: \/x-scope must be equal to one of the allowed values/],
    ['unknown entity key', (d: any) => { d['x-colour'] = 'red'; }, /schemas\/bad\.ts: \/x-colour must NOT have additional properties/],
    ['x-index field', (d: any) => { d['x-index'] = ['nope']; }, /schemas\/bad\.ts: \/x-index\/0 names unknown property "nope"/],
    ['required field', (d: any) => { d.required = ['ghost']; }, /schemas\/bad\.ts: \/required\/ghost names no property/],
    ['format', (d: any) => { d.properties.number.format = 'colour'; }, /schemas\/bad\.ts: \/properties\/number\/format "colour" is not a known format/],
    ['field x-ui', (d: any) => { d.properties.number['x-ui'].size = 3; }, /schemas\/bad\.ts: \/properties\/number\/x-ui\/size is not a known x-ui key/],
    ['api call', (d: any) => { d['x-api'].list = 'FETCH tables'; }, /schemas\/bad\.ts: \/x-api\/list/],
    ['access', (d: any) => { delete d['x-access'].view; }, /schemas\/bad\.ts: \/x-access\/view/],
    ['permission', (d: any) => { d['x-access'].update = 'tabel.update'; }, /schemas\/bad\.ts: \/x-access\/update names unknown permission "tabel\.update"/],
    ['x-sample field', (d: any) => { d['x-sample'] = { fill: ['nope'] }; }, /schemas\/bad\.ts: \/x-sample\/fill\/0 names no writable property "nope"/],
    ['x-sample key', (d: any) => { d['x-sample'] = { values: {} }; }, /schemas\/bad\.ts: \/x-sample\/values must NOT have additional properties/],
    ['x-simple field', (d: any) => { d['x-simple'] = { fields: ['ghost'], update: { call: 'PATCH {id}/simple', access: 'table.update' } }; }, /schemas\/bad\.ts: \/x-simple\/fields\/0 names unknown property "ghost"/],
    ['x-simple readOnly field', (d: any) => { d.properties.number.readOnly = true; d['x-simple'] = { fields: ['number'], update: { call: 'PATCH {id}/simple', access: 'table.update' } }; }, /\/x-simple\/fields\/0 names "number", which is readOnly/],
    ['x-simple update without id', (d: any) => { d['x-simple'] = { fields: ['number'], update: { call: 'PATCH simple', access: 'table.update' } }; }, /\/x-simple\/update\/call needs an \{id\} parameter/],
    ['x-ui.unique', (d: any) => { d.properties.number['x-ui'].unique = { call: 'POST ../validation/number' }; }, /\/properties\/number\/x-ui\/unique must be 'METHOD path' or/],
    ['x-simple without a call', (d: any) => { d['x-simple'] = { fields: ['number'] }; }, /schemas\/bad\.ts: \/x-simple/],
    ['x-rules target', (d: any) => { d.properties.number['x-rules'] = [{ rule: 'lessOrEqual', target: 'nummber' }]; }, /\/properties\/number\/x-rules\/0 names "nummber", which is no other property beside it/],
    ['x-rules rule', (d: any) => { d.properties.number['x-rules'] = [{ rule: 'before', target: 'description' }]; }, /\/properties\/number\/x-rules\/0 names unknown rule "before"/],
    ['nested x-rules target', (d: any) => { d.properties.slot = { type: 'object', properties: { from: { type: 'string', 'x-rules': [{ rule: 'timeBefore', target: 'number' }] } } }; }, /\/properties\/slot\/properties\/from\/x-rules\/0 names "number"/],
    ['x-admin-only below the top', (d: any) => { d.properties.slot = { type: 'object', properties: { on: { type: 'boolean', 'x-admin-only': true } } }; }, /\/properties\/slot\/properties\/on\/x-admin-only must be true on a top-level property/],
    ['readOnly member of an open object', (d: any) => { d.properties.meta = { type: 'array', items: { type: 'object', properties: { at: { type: 'string', readOnly: true } } } }; }, /\/properties\/meta\/items has readOnly members, so it needs additionalProperties: false/],
  ])('a bad %s is reported with file and key', (_name, mutate, message) => {
    const def = clone(table);
    mutate(def);
    expect(() => checkEntity('schemas/bad.ts', def)).toThrow(message);
  });

  it('loadSchemas stops on the first bad file, naming it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    fs.writeFileSync(path.join(dir, 'table.ts'), `export default ${JSON.stringify(table)};`);
    fs.writeFileSync(path.join(dir, 'zebra.ts'), `export default ${JSON.stringify({ ...table, $id: 'zebra', 'x-scope': 'nowhere' })};`);
    await expect(loadSchemas(dir)).rejects.toThrow(/schemas\/zebra\.ts: \/x-scope/);
    fs.rmSync(path.join(dir, 'zebra.ts'));
    // The file is named after its $id, so a second declaration of one $id cannot exist either.
    fs.writeFileSync(path.join(dir, 'twin.ts'), `export default ${JSON.stringify(table)};`);
    await expect(loadSchemas(dir)).rejects.toThrow(/schemas\/twin\.ts: \/\$id is "table"; name the file table\.ts/);
    fs.rmSync(path.join(dir, 'twin.ts'));
    expect([...(await loadSchemas(dir)).keys()]).toEqual(['table']);
  });

  it('loadSchemas checks every x-ref, at any depth, names a declared entity', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    const slots = { type: 'array', items: { type: 'object', properties: { tables: { type: 'array', items: { type: 'string', format: 'objectId', 'x-ref': 'tabel' } } }, additionalProperties: false } };
    fs.writeFileSync(path.join(dir, 'table.ts'), `export default ${JSON.stringify({ ...table, properties: { ...table.properties, slots } })};`);
    await expect(loadSchemas(dir)).rejects.toThrow(/schemas\/table\.ts: \/properties\/slots \(\*\.tables\.\*\) x-ref names unknown entity "tabel"/);
    fs.rmSync(dir, { recursive: true });
  });

  it('finds an entity\'s server home by its $id and refuses a home that names no entity', async () => {
    const registry = await loadSchemas();
    const hooks = await loadHooks(registry);
    expect(hooks.get('venue')?.actions?.publish).toBeTypeOf('function');
    // an entity without a home of its own (no src/server/entities/outbox)
    expect(hooks.has('outbox')).toBe(false);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entities-'));
    fs.mkdirSync(path.join(dir, 'tabel'));
    await expect(loadHooks(registry, dir)).rejects.toThrow('src/server/entities/tabel/ names no entity (no schemas/tabel.ts)');
  });

  it('names every entity home after a declared $id', async () => {
    const ids = new Set((await loadSchemas()).keys());
    const root = path.resolve(import.meta.dirname, '..');
    for (const home of ['src/server/entities', 'resources']) {
      const dirs = fs.readdirSync(path.join(root, home), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
      expect(dirs.length).toBeGreaterThan(5);
      expect(dirs.filter((d) => !ids.has(d)), home).toEqual([]);
    }
  });

  it('loadHooks finds hooks by folder name and refuses a file that defines another entity\'s hooks', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entities-'));
    fs.mkdirSync(path.join(dir, 'table'));
    const registry = makeRegistry([table]);
    fs.writeFileSync(path.join(dir, 'table', 'index.ts'), "export default { entity: 'table', read(r) { r.seen = true; } };");
    const hooks = await loadHooks(registry, dir);
    const record: Record<string, unknown> = {};
    hooks.get('table')!.read!(record as never);
    expect(record.seen).toBe(true);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'entities-'));
    fs.mkdirSync(path.join(other, 'table'));
    fs.writeFileSync(path.join(other, 'table', 'index.ts'), "export default { entity: 'venue' };");
    await expect(loadHooks(registry, other)).rejects.toThrow(/table\/index\.ts: default-exports hooks of "venue", not defineHooks\('table'/);
  });
});
