import { describe, expect, it } from 'vitest';
import { de, en, fr } from '../i18n';
import { mergeCataloguePart } from '../i18n/mergeCataloguePart';
import { PAGE_TEXTS, readEntityTexts, splitCatalogue } from './catalogueParts';
import { loadSchemas } from '../../server/registry/loadSchemas';

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the catalogue split into a core and per-entity parts', () => {
  it('gives every catalogue back when all parts are merged, and keeps only names in the core', async () => {
    const ids = [...(await loadSchemas()).keys()];
    const entityTexts = await readEntityTexts(process.cwd(), ids);
    expect(entityTexts.order).toEqual(['orderUi']);
    for (const [lang, messages] of Object.entries({ de, en, fr })) {
      const { core, parts } = splitCatalogue(plain(messages), ids, entityTexts);
      expect(plain(Object.values(parts).reduce(mergeCataloguePart, core)), lang).toEqual(plain(messages));
      const resources = core.resources as Record<string, Record<string, unknown>>;
      for (const id of ids) expect(Object.keys(resources[id] ?? {}), `${lang} ${id}`).toEqual(['name']);
      const at = (m: unknown, dotted: string) => dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], m);
      for (const [name, paths] of Object.entries({ ...entityTexts, ...PAGE_TEXTS })) {
        for (const dotted of paths) {
          expect(at(core, dotted), `${lang} ${dotted}`).toBeUndefined();
          expect(at(parts[name], dotted), `${lang} ${name} ${dotted}`).toEqual(at(plain(messages), dotted));
        }
      }
      // what stays beside a moved text
      expect(at(core, 'app.venue.noneSelected')).toBeTruthy();
      expect((parts.venue.resources as Record<string, { fields: Record<string, string> }>).venue.fields.name).toBeTruthy();
    }
  });

  it('refuses a text the catalogue does not hold (a renamed key would otherwise vanish from every screen)', () => {
    expect(() => splitCatalogue({ resources: {} }, ['order'], { order: ['orderUi'] })).toThrow(/orderUi/);
  });
});
