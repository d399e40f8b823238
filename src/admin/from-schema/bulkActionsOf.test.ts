import { describe, expect, it } from 'vitest';
import { registry } from '../registry';
import { bulkActionsOf } from './bulkActionsOf';

describe('bulkActionsOf', () => {
  it('offers the table status toggle once per fixed status value', () => {
    const buttons = bulkActionsOf(registry.get('table')!);
    expect(buttons.map((b) => b.params)).toEqual([{ status: 'active' }, { status: 'inactive' }]);
    expect(buttons.every((b) => b.action === 'setStatus')).toBe(true);
  });

  it('offers nothing for entities without bulk actions', () => {
    expect(bulkActionsOf(registry.get('role')!)).toEqual([]);
  });
});
