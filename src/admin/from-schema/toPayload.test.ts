import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
import { toPayload } from './toPayload';

const company = registry.get('company')!;
const venue = registry.get('venue')!;

describe('toPayload', () => {
  it('turns typed number text into numbers, comma or dot', () => {
    expect(toPayload(company, { name: 'A', orderMinimum: '12,5', storeDiscount: '7.5' }, 'create')).toEqual({ name: 'A', orderMinimum: 12.5, storeDiscount: 7.5 });
  });

  it('drops system fields, readOnly fields, unknown keys and upload placeholders', () => {
    const out = toPayload(venue, { id: 'x', _id: 'x', createdAt: 'now', name: 'V', verified: true, __upload: { photo: 1 }, nope: 1 }, 'edit');
    expect(out).toEqual({ name: 'V' });
  });

  it('leaves blanks out on create and sends null on edit (clear the field)', () => {
    expect(toPayload(company, { name: 'A', email: '' }, 'create')).toEqual({ name: 'A' });
    expect(toPayload(company, { name: 'A', email: '' }, 'edit')).toEqual({ name: 'A', email: null });
  });

  it('parses JSON widgets and converts nested numbers', () => {
    const out = toPayload(venue, { loyalty: '{"wolt": {"enabled": true}}', deliveryFeeTiers: [{ from: '10', fee: '1,5' }] }, 'create');
    expect(out).toEqual({ loyalty: { wolt: { enabled: true } }, deliveryFeeTiers: [{ from: 10, fee: 1.5 }] });
  });
});
