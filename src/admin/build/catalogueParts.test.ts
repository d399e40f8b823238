import { describe, expect, it } from 'vitest';
import { de, en, fr } from '../i18n';
import { mergeCataloguePart } from '../i18n/mergeCataloguePart';
import { CORE_TEXTS, PAGE_TEXTS, readEntityEnums, readEntityTexts, splitCatalogue } from './catalogueParts';
import { loadSchemas } from '../../server/registry/loadSchemas';

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the catalogue split into a core and per-entity parts', () => {
  it('gives every catalogue back when all parts are merged, and keeps only names in the core', async () => {
    const ids = [...(await loadSchemas()).keys()];
    const entityTexts = await readEntityTexts(process.cwd(), ids);
    expect(entityTexts.order).toEqual(['orderUi']);
    const entityEnums = await readEntityEnums(process.cwd(), ids);
    expect(entityEnums.article).toContain('allergens');
    for (const [lang, messages] of Object.entries({ de, en, fr })) {
      const { core, parts } = splitCatalogue(plain(messages), ids, entityTexts, entityEnums);
      expect(plain(Object.values(parts).reduce(mergeCataloguePart, core)), lang).toEqual(plain(messages));
      const resources = core.resources as Record<string, Record<string, unknown>>;
      const at = (m: unknown, dotted: string) => dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], m);
      // the user's e-mail label, which the sign-in form shows, is the one field label of the core
      for (const id of ids) expect(Object.keys(resources[id] ?? {}), `${lang} ${id}`).toEqual(id === 'user' ? ['name', 'fields'] : ['name']);
      expect(resources.user.fields).toEqual({ email: at(plain(messages), 'resources.user.fields.email') });
      for (const [name, paths] of Object.entries({ ...entityTexts, ...PAGE_TEXTS })) {
        for (const dotted of paths) {
          // the shell's texts of a moved group stay (CORE_TEXTS)
          const kept = CORE_TEXTS.filter((text) => text.startsWith(`${dotted}.`));
          for (const text of kept) expect(at(core, text), `${lang} ${text}`).toEqual(at(plain(messages), text));
          if (!kept.length) expect(at(core, dotted), `${lang} ${dotted}`).toBeUndefined();
          expect(at(parts[name], dotted), `${lang} ${name} ${dotted}`).toEqual(at(plain(messages), dotted));
        }
      }
      // what stays beside a moved text
      expect(at(core, 'app.venue.noneSelected')).toBeTruthy();
      // a kept text of a moved group: only it stays
      expect(Object.keys(at(core, 'foodcardIo') as object)).toEqual(['menu']);
      // shared enum labels go with the entities that have such a property (both, when two do)
      expect(at(core, 'enums.allergens'), lang).toBeUndefined();
      expect(at(parts.article, 'enums.allergens'), lang).toEqual(at(plain(messages), 'enums.allergens'));
      expect(at(parts.register, 'enums.country'), lang).toEqual(at(plain(messages), 'enums.country'));
      expect((parts.venue.resources as Record<string, { fields: Record<string, string> }>).venue.fields.name).toBeTruthy();
    }
  });

  it('refuses a text the catalogue does not hold (a renamed key would otherwise vanish from every screen)', () => {
    expect(() => splitCatalogue({ resources: {} }, ['order'], { order: ['orderUi'] })).toThrow(/orderUi/);
  });
});
