import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../server/registry/loadSchemas';
import { registry } from '../registry';
import { menuRegistry } from '../menuRegistry';
import { clientDef } from './entitySummaries';

/** Plain data, as both sides see it (JSON drops what a declaration cannot carry anyway). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the admin registry (summaries plus details)', () => {
  it('holds every declaration as the server loads it, without the server\'s own parts', async () => {
    const server = await loadSchemas();
    const ids = [...server.values()].map((e) => e.def.$id).sort();
    expect([...registry.values()].map((e) => e.def.$id).sort()).toEqual(ids);
    for (const id of ids) expect(plain(registry.get(id)!.def), id).toEqual(plain(clientDef(server.get(id)!.def as unknown as Record<string, unknown>)));
    // those parts: demo samples, database indexes, and the query and answer schemas of actions
    const table = registry.get('table')!.def as unknown as Record<string, unknown>;
    expect(table['x-index']).toBeUndefined();
    expect(Object.values(registry.get('venue')!.def['x-actions'] ?? {}).some((a) => 'query' in a || 'data' in a)).toBe(false);
    expect(Object.values(server.get('venue')!.def['x-actions'] ?? {}).some((a) => 'query' in a || 'data' in a)).toBe(true);
  });

  it('keeps the properties out of the sign-in page summaries', () => {
    const article = menuRegistry.get('article')!.def;
    expect(article.properties).toEqual({});
    expect(Object.keys(registry.get('article')!.def.properties).length).toBeGreaterThan(5);
  });
});
