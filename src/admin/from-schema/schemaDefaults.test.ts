import { describe, expect, it } from 'vitest';
import { makeEntity } from '../../core/registry';
import table from '../../../schemas/table';
import venue from '../../../schemas/venue';
import { schemaDefaults } from './schemaDefaults';

describe('schemaDefaults', () => {
  it('takes the defaults of writable fields only', () => {
    expect(schemaDefaults(makeEntity(table))).toEqual({ active: true, pendingCashPaymentEnabled: false, openOrdersEnabled: false });
    const v = schemaDefaults(makeEntity(venue));
    expect(v.currency).toBe('euro');
    expect(v).not.toHaveProperty('isPublished');
  });
});
