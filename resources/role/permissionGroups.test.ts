import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/core/permissions';
import { permissionGroups } from './permissionGroups';

describe('permissionGroups', () => {
  it('covers the whole vocabulary, one group per resource', () => {
    const groups = permissionGroups([]);
    expect(groups.flatMap((g) => g.permissions).sort()).toEqual([...PERMISSIONS].sort());
    expect(groups.find((g) => g.name === 'user')!.permissions).toContain('user.create.restricted');
  });

  it('keeps held names outside the vocabulary in their own group', () => {
    const groups = permissionGroups(['venue.view', 'refunds.someProduct']);
    expect(groups.at(-1)).toEqual({ name: '', permissions: ['refunds.someProduct'] });
  });

  it('search filters names (any case) and keeps whole groups by name', () => {
    const byName = permissionGroups([], 'RESTRICTED');
    expect(byName.map((g) => g.name)).toEqual(['user']);
    expect(byName[0].permissions).toEqual(['user.create.restricted', 'user.update.restricted']);
    expect(permissionGroups([], 'printer').find((g) => g.name === 'printer')!.permissions.length).toBeGreaterThan(1);
    expect(permissionGroups([], 'no-such-permission')).toEqual([]);
  });

  it('search also matches the readable names', () => {
    const readable = (p: string) => (p === 'table.export' ? 'Tische exportieren' : p);
    const groups = permissionGroups([], 'exportieren', readable, (g) => (g === 'printer' ? 'Drucker' : g));
    expect(groups).toEqual([{ name: 'table', permissions: ['table.export'] }]);
    expect(permissionGroups([], 'drucker', readable, (g) => (g === 'printer' ? 'Drucker' : g)).map((g) => g.name)).toEqual(['printer']);
  });
});
