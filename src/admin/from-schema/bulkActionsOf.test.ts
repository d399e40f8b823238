import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
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

  it('fills a hard delete body keyed by its own id list (tags, trade and print groups)', () => {
    for (const id of ['tag', 'constrain', 'printGroup']) {
      expect(bulkActionsOf(registry.get(id)!).map((b) => b.action)).toEqual(['hardDeleteMany']);
    }
  });

  it('offers the foodcard flag calls but not the copy that needs destination venues', () => {
    const actions = bulkActionsOf(registry.get('article')!).map((b) => b.action);
    expect(actions).toEqual(expect.arrayContaining(['activate', 'deactivate', 'visible', 'hide', 'priceLock']));
    expect(actions).not.toContain('copyToVenues');
  });

  it('offers nothing for entities without bulk actions', () => {
    expect(bulkActionsOf(registry.get('role')!)).toEqual([]);
  });
});
