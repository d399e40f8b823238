import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities } from '../registry';
import { refTarget } from './refTarget';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());

const ref = (entity: string) => refTarget({ 'x-ref': entity, format: 'objectId' })!;

describe('refTarget', () => {
  it('reads a target below a venue when it is shown per venue or listed by a call naming the venue', () => {
    // needsVenue: print groups; a `{venue}` list path without it: invoices
    expect(ref('printGroup').readsByVenue).toBe(true);
    expect(ref('transaction').readsByVenue).toBe(true);
    // read anywhere the caller may see them (orders are filtered by venue, not routed below one)
    expect(ref('order').readsByVenue).toBe(false);
    expect(ref('venue').readsByVenue).toBe(false);
    expect(ref('customerGroup').readsByVenue).toBe(false);
  });

  it('names the resource, the title field and the stored key', () => {
    expect(ref('transaction')).toMatchObject({ resource: 'billing', titleField: 'number', key: 'id' });
    expect(refTarget({ 'x-ref': 'role' })).toMatchObject({ key: 'slug' });
    expect(refTarget({ items: { 'x-ref': 'venue', format: 'objectId' } })?.resource).toBe('venue');
    expect(refTarget({ type: 'string' })).toBeNull();
    // a list marked as a whole holds ids when its items are ids (cup codes' customer groups)
    expect(refTarget({ type: 'array', items: { type: 'string', format: 'objectId' }, 'x-ref': 'customerGroup' })).toMatchObject({ resource: 'customerGroup', key: 'id' });
    expect(refTarget({ type: 'array', items: { type: 'string' }, 'x-ref': 'role' })).toMatchObject({ key: 'slug' });
  });
});
