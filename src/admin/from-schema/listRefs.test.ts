import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';
import { listRefs } from './listRefs';

describe('listRefs', () => {
  beforeAll(ensureAllEntities);

  it('names the entities of reference columns and filters, not those only a form names', () => {
    expect(listRefs(registry.get('venue')!)).toEqual(['customerGroup']);
    expect(listRefs(registry.get('article')!)).toEqual(['category']);
    expect(listRefs(registry.get('user')!)).toEqual(['customerGroup', 'role']);
  });

  it('leaves out the entity itself and lists without references', () => {
    expect(listRefs(registry.get('category')!)).toEqual([]);
    for (const [id, entity] of registry) expect(listRefs(entity), id).not.toContain(id);
  });
});
