import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../registry/loadSchemas';
import { JOB_HANDLERS } from './handlers';

describe('declared server-side exports (x-ui.export)', () => {
  it('name a download job handler, with the access rule that handler checks for a list\'s Export', async () => {
    const registry = await loadSchemas();
    const declared = [...registry.values()].filter((e) => e.def['x-ui']?.export);
    // the foodcard export is the foodcard screen's, never a list's Export (it ignores the list's query)
    expect(declared.map((e) => e.id).sort()).toEqual(['coupon', 'cupCode', 'customer', 'promoCode']);
    for (const e of declared) {
      const { handler, access } = e.def['x-ui']!.export!;
      expect(Object.hasOwn(JOB_HANDLERS, handler), `${e.id}: ${handler}`).toBe(true);
      expect(JOB_HANDLERS[handler].listAccess ?? JOB_HANDLERS[handler].access, `${e.id}: ${handler}`).toEqual(access);
    }
  });
});
