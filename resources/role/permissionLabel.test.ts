import { describe, expect, it } from 'vitest';
import type { TranslateFunction as Translate } from 'react-admin';
import { de } from '../../src/admin/i18n/de';
import { en } from '../../src/admin/i18n/en';
import { fr } from '../../src/admin/i18n/fr';
import { PERMISSIONS, PERMISSION_GROUPS } from '../../src/core/permissions';
import { groupLabel, permissionLabel } from './permissionLabel';

/** The catalogue lookup polyglot does (nested keys joined with dots, also keys holding dots). */
function translator(messages: object): Translate {
  const flat: Record<string, string> = {};
  const walk = (o: object, prefix: string) => {
    for (const [k, v] of Object.entries(o)) typeof v === 'string' ? (flat[prefix + k] = v) : walk(v, `${prefix}${k}.`);
  };
  walk(messages, '');
  return ((key: string, opts?: { _?: string }) => flat[key] ?? opts?._ ?? key) as Translate;
}

describe('permission labels', () => {
  it('names every group and every permission from the catalogue in de, en and fr', () => {
    for (const messages of [de, en, fr]) {
      const t = translator(messages);
      for (const group of Object.keys(PERMISSION_GROUPS)) expect(t(`screens.permissions.groups.${group}`, { _: '' }), group).not.toBe('');
      for (const perm of PERMISSIONS) {
        const [, ...parts] = perm.split('.');
        const rest = parts.join('.');
        const [subject, ...tail] = parts;
        const known = parts.length === 0 || t(`screens.permissions.actions.${rest}`, { _: '' }) !== ''
          || (t(`screens.permissions.subjects.${subject}`, { _: '' }) !== '' && t(`screens.permissions.actions.${tail.join('.')}`, { _: '' }) !== '');
        expect(known, perm).toBe(true);
      }
    }
  });

  it('composes subject and action, and names single permissions like their group', () => {
    const t = translator(de);
    expect(permissionLabel(t, 'ui.card.view')).toBe('Karten – Ansehen');
    expect(permissionLabel(t, 'option.article.price.lock')).toBe('Optionsartikel – Preis sperren');
    expect(permissionLabel(t, 'venue.update')).toBe('Bearbeiten');
    expect(permissionLabel(t, 'admin')).toBe(groupLabel(t, 'admin'));
    expect(permissionLabel(translator(fr), 'table.export')).toBe('Exporter');
  });
});
