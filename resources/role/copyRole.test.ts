import { describe, expect, it } from 'vitest';
import { copyRole } from './copyRole';

describe('copyRole', () => {
  it('names the copy "Copy of …", prefixes the slug with copy_of_, drops id and system flag', () => {
    const original = { _id: 'abc', name: 'Venue operator', slug: 'operator', isSystem: true, permissions: ['table.view'] };
    const copy = copyRole(original);
    expect(copy).toEqual({ name: 'Copy of Venue operator', slug: 'copy_of_operator', isSystem: false, permissions: ['table.view'] });
    expect(copy).not.toHaveProperty('_id');
    copy.permissions.push('x');
    expect(original.permissions).toEqual(['table.view']);
  });
});
