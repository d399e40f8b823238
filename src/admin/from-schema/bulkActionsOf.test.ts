import { describe, expect, it } from 'vitest';
import { registry } from '../registry';
import { bulkActionsOf } from './bulkActionsOf';

describe('bulkActionsOf', () => {
  it('offers the table status toggle once per fixed status value', () => {
    const buttons = bulkActionsOf(registry.get('table')!);
    expect(buttons.map((b) => b.params)).toEqual([{ status: 'active' }, { status: 'inactive' }]);
    expect(buttons.every((b) => b.action === 'setStatus')).toBe(true);
  });

  it('leaves actions that need an entered value (the Lightspeed waiter) to their screen', () => {
    const table = registry.get('table')!;
    expect(table.def['x-actions']?.assignLightspeedWaiter?.bulk).toBe(true);
    expect(bulkActionsOf(table).some((b) => b.action === 'assignLightspeedWaiter')).toBe(false);
  });

  it('offers nothing for entities without bulk actions', () => {
    expect(bulkActionsOf(registry.get('role')!)).toEqual([]);
  });
});
