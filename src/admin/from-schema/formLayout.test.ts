import { describe, expect, it } from 'vitest';
import { registry } from '../registry';
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

  it('groups x-ui.tab fields and nested objects into tabs, general first', () => {
    const tabs = formLayout(registry.get('venue')!, 'edit').map((t) => t.name);
    expect(tabs[0]).toBe('general');
    expect(tabs).toEqual(expect.arrayContaining(['payment', 'order', 'openingHours']));
  });

  it('uses a single tab for flat entities', () => {
    expect(formLayout(registry.get('table')!, 'create').map((t) => t.name)).toEqual(['general']);
  });
});
