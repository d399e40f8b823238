import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../server/registry/loadSchemas';
import { registry } from '../registry';
import { menuRegistry } from '../menuRegistry';

/** Plain data, as both sides see it (JSON drops what a declaration cannot carry anyway). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the admin registry (summaries plus details)', () => {
  it('holds every declaration exactly as the server loads it', async () => {
    const server = await loadSchemas();
    const ids = [...server.values()].map((e) => e.def.$id).sort();
    expect([...registry.values()].map((e) => e.def.$id).sort()).toEqual(ids);
    for (const id of ids) expect(plain(registry.get(id)!.def), id).toEqual(plain(server.get(id)!.def));
  });

  it('keeps the properties out of the sign-in page summaries', () => {
    const article = menuRegistry.get('article')!.def;
    expect(article.properties).toEqual({});
    expect(Object.keys(registry.get('article')!.def.properties).length).toBeGreaterThan(5);
  });
});
