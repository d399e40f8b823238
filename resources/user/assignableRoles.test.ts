import { describe, expect, it } from 'vitest';
import { assignableRoles } from './assignableRoles';

const roles = [
  { slug: 'admin', name: 'Administrator', permissions: ['admin'] },
  { slug: 'manager', name: 'Manager', permissions: ['venue.view', 'user.create.restricted'] },
  { slug: 'staff', name: 'Staff', permissions: ['venue.view'] },
  { slug: 'empty', name: 'Nothing' },
];

describe('assignableRoles', () => {
  it('admin sees every role', () => {
    expect(assignableRoles(roles, { role: 'admin', permissions: [] })).toEqual(roles);
  });

  it('others see only roles whose permissions they hold, never admin', () => {
    expect(assignableRoles(roles, { role: 'lead', permissions: ['venue.view'] }).map((r) => r.slug)).toEqual(['staff', 'empty']);
    expect(assignableRoles(roles, { role: 'lead', permissions: ['venue.view', 'user.create.restricted', 'admin'] }).map((r) => r.slug)).toEqual(['manager', 'staff', 'empty']);
    expect(assignableRoles(roles, null)).toEqual([]);
  });
});
