import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
import { formLayout } from './formLayout';

describe('formLayout', () => {
  it('keeps writeOnly fields for create only and shows readOnly ones read-only on edit', () => {
    const user = registry.get('user')!;
    const create = formLayout(user, 'create').flatMap((t) => t.fields.map((f) => f.name));
    const edit = formLayout(user, 'edit').flatMap((t) => t.fields);
    expect(create).toContain('password');
    expect(create).not.toContain('mfa');
    expect(edit.map((f) => f.name)).not.toContain('password');
    expect(edit.find((f) => f.name === 'mfa')?.readOnly).toBe(true);
  });

  it('shows write-only secrets (x-secret) on edit too, where they can be replaced', () => {
    const edit = formLayout(registry.get('loyaltyProgram')!, 'edit').flatMap((t) => t.fields.map((f) => f.name));
    expect(edit).toEqual(expect.arrayContaining(['apikey', 'oauthSecret']));
    expect(edit).not.toContain('secretsSet');
  });

  it('groups x-ui.tab fields and nested objects into tabs, general first', () => {
    const tabs = formLayout(registry.get('venue')!, 'edit').map((t) => t.name);
    expect(tabs[0]).toBe('general');
    expect(tabs).toEqual(expect.arrayContaining(['payment', 'order', 'openingHours']));
  });

  it('uses a single tab for flat entities', () => {
    expect(formLayout(registry.get('table')!, 'create').map((t) => t.name)).toEqual(['general']);
  });

  it('groups a tab\'s fields into its x-ui sections, in order', () => {
    const general = formLayout(registry.get('venue')!, 'edit')[0];
    expect(general.sections.map((s) => s.name)).toEqual(['identity', 'classification', 'address', 'contact', 'taxLegal', 'flags', 'provision', 'other']);
    expect(general.sections[0].fields.map((f) => f.name)).toEqual(['name', 'fullName', 'readableId', 'masterId', 'sort']);
    expect(general.sections.flatMap((s) => s.fields)).toHaveLength(general.fields.length);
    expect(formLayout(registry.get('table')!, 'edit')[0].sections.map((s) => s.name)).toEqual([null]);
  });
});
