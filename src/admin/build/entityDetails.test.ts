import { describe, expect, it, vi } from 'vitest';
import { loadSchemas } from '../../server/registry/loadSchemas';
import { ensureAllEntities, ensureEntity, registry } from '../registry';
import { menuRegistry } from '../menuRegistry';
import { refs } from 'virtual:entity-details';
import { clientDef } from './entitySummaries';

/** Plain data, as both sides see it (JSON drops what a declaration cannot carry anyway). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the admin registry (summaries plus details)', () => {
  it('holds every declaration as the server loads it, without the server\'s own parts', async () => {
    const server = await loadSchemas();
    await ensureAllEntities();
    const ids = [...server.values()].map((e) => e.def.$id).sort();
    expect([...registry.values()].map((e) => e.def.$id).sort()).toEqual(ids);
    for (const id of ids) expect(plain(registry.get(id)!.def), id).toEqual(plain(clientDef(server.get(id)!.def as unknown as Record<string, unknown>)));
    // those parts: demo samples, database indexes, and the query and answer schemas of actions
    const table = registry.get('table')!.def as unknown as Record<string, unknown>;
    expect(table['x-index']).toBeUndefined();
    expect(Object.values(registry.get('venue')!.def['x-actions'] ?? {}).some((a) => 'query' in a || 'data' in a)).toBe(false);
    expect(Object.values(server.get('venue')!.def['x-actions'] ?? {}).some((a) => 'query' in a || 'data' in a)).toBe(true);
  });

  it('keeps the properties out of the sign-in page summaries', async () => {
    await ensureEntity('article');
    const article = menuRegistry.get('article')!.def;
    expect(article.properties).toEqual({});
    expect(Object.keys(registry.get('article')!.def.properties).length).toBeGreaterThan(5);
  });

  it('loads a declaration with the entities it references, and throws its load when read before', async () => {
    // a fresh module: nothing loaded yet in it
    vi.resetModules();
    const fresh = await import('../registry');
    const table = fresh.registry.get('table')!;
    let thrown: unknown;
    try {
      void table.def.properties;
    } catch (e) {
      thrown = e;
    }
    // React suspends on a thrown promise; the message names the declaration for other callers
    expect(typeof (thrown as Promise<void>).then).toBe('function');
    expect((thrown as { message: string }).message).toContain('"table"');
    await (thrown as Promise<void>);
    expect(Object.keys(table.def.properties)).toContain('number');
    expect(table.writable).toContain('number');
    // the venue list shows (and filters by) references: their declarations come with it
    await fresh.ensureEntityWithRefs('article');
    for (const ref of ['venue', 'category']) expect(Object.keys(fresh.registry.get(ref)!.def.properties).length, ref).toBeGreaterThan(0);
    expect(() => fresh.registry.get('coupon')!.def.properties).toThrow();
  });

  it('loads a list with the entities its columns and filters name, not every one its form does', async () => {
    vi.resetModules();
    const fresh = await import('../registry');
    const { listRefs } = await import('../from-schema/listRefs');
    await fresh.ensureEntityWithListRefs('venue', listRefs);
    // the venue list shows its customer group; print groups are chosen on its edit screen only
    expect(Object.keys(fresh.registry.get('customerGroup')!.def.properties).length).toBeGreaterThan(0);
    expect(refs.venue).toContain('printGroup');
    expect(() => fresh.registry.get('printGroup')!.def.properties).toThrow();
    // the same promise on every render (React's `use`)
    expect(fresh.ensureEntityWithListRefs('venue', listRefs)).toBe(fresh.ensureEntityWithListRefs('venue', listRefs));
    await fresh.ensureEntityWithRefs('venue');
    expect(Object.keys(fresh.registry.get('printGroup')!.def.properties).length).toBeGreaterThan(0);
  });
});
