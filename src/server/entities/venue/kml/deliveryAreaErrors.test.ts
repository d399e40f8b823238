import { describe, expect, it } from 'vitest';
import { deliveryAreaErrors, type DeliveryArea } from './deliveryAreaErrors';

describe('deliveryAreaErrors', () => {
  it('accepts closed rings within range and names the open ring and the latitude past the pole', () => {
    const square = [[1, 1], [2, 1], [2, 2], [1, 1]];
    expect(deliveryAreaErrors([{ name: 'A', coordinates: [square] }])).toEqual([]);
    expect(deliveryAreaErrors([{ name: 'A', coordinates: [square, [[1, 1], [2, 1], [2, 2]], [[1, 1], [2, 99], [2, 2], [1, 1]]] }]).map((e) => [e.path, e.code])).toEqual([
      ['areas.0.coordinates.1', 'ringNotClosed'],
      ['areas.0.coordinates.2.1', 'latitudeRange'],
    ]);
  });

  it('passes over shapes the schema refuses instead of throwing', () => {
    const junk = [{ name: 'A', coordinates: 5 }, null, { name: 'B', coordinates: [7, 'x'] }] as unknown as DeliveryArea[];
    expect(deliveryAreaErrors(junk)).toEqual([]);
  });
});
